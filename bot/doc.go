// Package bot holds the computer players: Random, which picks uniformly among
// the legal options, and Greedy, which looks one decision ahead on a
// determinized copy of the game, rating positions by Evaluate: the
// evaluations of Fallout and Outlive live here, reading each game's state
// through its read-only outlook methods. Bots do no I/O and use only what their seat
// may see: before looking at a state they replace it with
// [engine.State.Resample] for their seat, so hidden information never reaches
// their choice.
//
// Example:
//
//	b, _ := bot.New("greedy", 7)
//	a := b.Choose(st, st.ToMove(), st.Legal(nil))
//	st.ApplyUnchecked(a, nil)
package bot
