package outlive

import (
	"testing"

	"wasteland/engine"
)

// rule OL-NIGHT-FEED-1, OL-NIGHT-FEED-2, OL-NIGHT-FEED-4, OL-NIGHT-RAD-1, OL-NIGHT-RAD-3
// TestNightForecast plays random games and checks the forecast taken in
// the last decision of each day against the night that follows, when the
// move that ended the day changed nothing before sunset: the rooms'
// upkeep and the airlock rows, the shortfall when the player paid nothing
// to avert events, the radiation's rise when feeding cost no survivor.
func TestNightForecast(t *testing.T) {
	checked := 0
	for i := 0; i < 20; i++ {
		setup := engine.Setup{Players: 2 + i%3, Seed: uint64(4400 + i)}
		st, err := Game{}.New(setup, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		chooser := engine.NewRNG(setup.Seed)
		last := make([]NightForecast, s.N)
		averted, starved := make([]bool, s.N), make([]bool, s.N)
		stale := false
		for !s.Over() {
			if s.Daytime() {
				for p := range last {
					last[p] = s.NightForecast(p)
					averted[p], starved[p] = false, false
				}
			}
			d := engine.DecisionOf(s)
			evs, err := engine.Apply(s, d.Seat, d.Options[chooser.IntN(len(d.Options))].ID)
			if err != nil {
				t.Fatal(err)
			}
			for i, e := range evs {
				if e.Type == "sunset" {
					stale = false
					for _, b := range evs[:i] {
						if b.Type != engine.DecisionEvent && b.Type != "visit-ended" {
							stale = true
						}
					}
				}
				if stale {
					continue
				}
				switch ev := e.Data.(type) {
				case EventAvertedByPlayer:
					averted[ev.Seat] = true
				case Feeding:
					nf := last[ev.Seat]
					if ev.RoomsUpkeep != nf.RoomsUpkeep || ev.AirlockRows != nf.AirlockWater {
						t.Fatalf("%+v round %d seat %d: fed %+v, forecast %+v", setup, s.Round, ev.Seat, ev, nf)
					}
					if !averted[ev.Seat] && ev.Short != nf.Short {
						t.Fatalf("%+v round %d seat %d: short %d, forecast %d", setup, s.Round, ev.Seat, ev.Short, nf.Short)
					}
					starved[ev.Seat] = ev.Short > 0
					checked++
				case NightRadiation:
					nf := last[ev.Seat]
					if ev.Level != nf.RadLevel || nf.Round != ev.Round {
						t.Fatalf("%+v seat %d: radiation %+v, forecast %+v", setup, ev.Seat, ev, nf)
					}
					if !starved[ev.Seat] && ev.Rise != nf.Rise {
						t.Fatalf("%+v round %d seat %d: rise %d, forecast %d", setup, ev.Round, ev.Seat, ev.Rise, nf.Rise)
					}
				}
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d feedings checked", checked)
	}
}
