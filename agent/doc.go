// Package agent lets a program outside this process play a seat: a bot
// written in any language that speaks the JSON-lines protocol of
// docs/agent.md over its standard input and output. The seat kind
// "ext:COMMAND" starts COMMAND with sh -c for one game; New makes the
// player of any seat kind, built-in bot or outside program, so that every
// command that accepts bots parses kinds in one place.
//
// The program receives exactly what its seat may see: the seat's view,
// the events addressed to the seat or to everyone, and its own decisions
// with their options. It answers with an option id; a wrong answer gets
// an error message and the rest of the decision's time limit to answer
// again.
//
// Example:
//
//	p, _ := agent.New(outlive.Game{}, `ext:python3 examples/agent/randombot.py`, 7, bot.Options{})
//	defer p.(bot.Watcher).Close(nil)
package agent
