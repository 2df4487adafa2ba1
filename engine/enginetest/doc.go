// Package enginetest is the conformance suite that every wasteland game
// passes: random playouts with invariants, clone and marshal round trips,
// deterministic replay, Resample consistency and the absence of leaks of
// hidden information in views, options and events (Run); golden
// playthroughs (GoldenPlaythroughs); the benchmarks every game has (Bench);
// and checks of the event log's documentation (EventsDocumented,
// EventFieldsDocumented).
//
// Example, in a game's test file:
//
//	func TestConformance(t *testing.T) {
//		enginetest.Run(t, outlive.Game{}, enginetest.Config{
//			Games: 2000, Players: []int{2, 3, 4},
//			Invariants: func(s engine.State) error { return s.(*outlive.State).Check() },
//		})
//	}
package enginetest
