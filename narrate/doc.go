// Package narrate is the words layer: it turns the events, options and
// prompts of a game into sentences for people, in English, German or
// Russian, for one reader. Every adapter (the terminal, the server's
// frames and the web page, replay and sim --log) narrates through it, so
// there is one narration.
//
// A Narrator is made for a game, a language, a reader seat (or
// engine.Spectator) and the seats' names:
//
//	n, err := narrate.New("outlive", narrate.German, 0, []string{"", "Anna"})
//	line := n.Event(e)                 // "" when seat 0 may not see e
//	label := n.Option(d.Prompt, opt)   // what choosing opt does
//	ask := n.Prompt(d)                 // whose turn, and what to decide
//
// The reader's own seat is "you"; other seats are called by their names,
// or by their colours (Red, Blue, Green, Yellow) when they have none. A
// narrator says no more than the event or option it is given: it reads
// e.To and narrates nothing the reader may not see, and the events carry
// no secret of another seat (docs/events.md). Content ids become the
// names of the content files; places become names ("the south-west space
// of Crossroads Camp", "the face-down tile 2 spaces north of the middle")
// with the forms a sentence needs around them ({{.space.In}}, .To, .From:
// Russian "в секторе …", "в сектор …", "из сектора …", German "im Wald",
// "in den Wald", "aus dem Wald"); a quest is named by its title.
//
// The words live in message catalogs, go-i18n message files named
// catalog/TOPIC.LANG.json (ui.en.json, narration.de.json, …; a key belongs
// to one topic file) whose texts are Go templates over the event's
// fields; counts go through plural forms ({{count .xp "xp"}}: "1 XP",
// Russian "1 очко опыта", "2 очка опыта", "5 очков опыта"). The glossary
// (catalog/glossary.json) holds the game terms of the German and Russian
// rulebooks; names of our own invention are not translated. Keys:
// GAME.ev.TYPE (events), GAME.opt[.PROMPT].KIND (options),
// GAME.prompt.PROMPT, GAME.enum.FIELD.VALUE and GAME.word.VALUE (words
// of enumerated values), GAME.place.* and outlive.loc.* (places and
// their .in, .to and .from forms), who.*, unit.* (plural units), ui.*
// (the web page's own labels, served by UICatalog), term.* (the
// terminal's own words, told by Say).
//
// A message is parsed once per language and compiled to a small program
// of its text, field chains (.seat, .room.In), functions (count, yo,
// not, eq, ne, lt, print) and conditions, which fills it without
// text/template's reflection; where a value is not one the program knows,
// text/template fills it. Both give the same words
// (TestProgramsSayWhatTemplatesSay); a message with a construct programs
// do not know would still be filled, by text/template, but fails
// TestMessagesCompile until compile learns it.
//
// The package does no I/O.
package narrate
