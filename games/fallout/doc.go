// Package fallout plays Fallout: The Board Game under its full rules
// (shared/rules/fallout.md; rule ids such as FO-MOVE-3 are cited where
// each rule is implemented and tested). Its content — map tiles, enemies,
// cards, scenarios — is package content.
//
// The design mirrors games/outlive: the State is one flat value of fixed
// arrays (Clone is a copy), the control flow is a stack of frames in the
// state (the machine of package games/internal/frame; frames.go lists every
// kind and the file that owns it), and each
// decision lists its legal actions as packed integers with stable option
// ids. Areas of the rules live in their own files, each registering its
// frame kinds (frames.go names the file of every kind): a rule that other
// areas react to pushes their frame kinds, such as the "kill" objectives
// after a kill. Every kind is registered; one that is not panics.
//
// Variants of the base game (the Atomic Bonds co-op pack) are meant to be
// variants of this package selected by engine.Setup.Variant, not a fork.
package fallout
