// Package bot holds the computer players: Random, which picks uniformly among
// the legal options; Greedy, which looks one decision ahead on a
// determinized copy of the game; and ISMCTS, information-set Monte Carlo
// tree search over determinizations of what its seat knows. Greedy and
// ISMCTS rate positions by Evaluate: the evaluations of Fallout and Outlive
// live here, reading each game's state through its read-only outlook
// methods. Bots do no I/O (not even the clock: a time budget reads
// Options.Now) and use only what their seat may see: before looking at a
// state they replace it with [engine.State.Resample] for their seat, so
// hidden information never reaches their choice. ParseKind reads the kinds
// every command accepts ("greedy", "ismcts:2000", "ismcts:100ms").
//
// Example:
//
//	b, _ := bot.New("ismcts:500", 7)
//	a := b.Choose(st, st.ToMove(), st.Legal(nil))
//	st.ApplyUnchecked(a, nil)
package bot
