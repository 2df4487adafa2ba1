// Package archtest holds the architecture tests: the rule layers (engine,
// games, bot) import no I/O, and nothing imports the adapters from below.
//
// It has no code of its own; run it with
//
//	go test ./internal/archtest
package archtest
