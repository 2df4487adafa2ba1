package fallout

import (
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// TestSimNumbers plays random games to their end: Tags names each seat's
// survivor, Rounds the rounds begun, Counts the deaths, checked against
// the "killed" events, and EndReason how the game ended, checked against
// the result: a takeover names the faction on the last space
// (FO-POWER-3), an influence win says whether it was shared (FO-WIN-4).
func TestSimNumbers(t *testing.T) {
	ends := map[string]bool{}
	for g := range 12 {
		st, err := Game{}.New(engine.Setup{Players: 1 + g%4, Seed: uint64(g) + 40}, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := engine.NewRNG(uint64(g))
		killed := 0
		var legal []engine.Action
		for !st.Over() {
			legal = st.Legal(legal[:0])
			rec := &engine.Recorder{}
			st.ApplyUnchecked(legal[r.IntN(len(legal))], rec)
			for _, e := range rec.Events {
				if e.Type == "killed" {
					killed++
				}
			}
		}
		s := st.(*State)
		res := s.Result()
		d := res.Detail.(ResultDetail)
		if c := s.Counts(); c["deaths"] != killed || len(c) != 1 {
			t.Errorf("game %d with %d deaths: counts %v", g, killed, c)
		}
		want := map[string]string{"all-eliminated": "all eliminated", "round-limit": "round limit", "influence": "influence"}[d.End]
		switch {
		case d.End == "takeover":
			names := []string{}
			for _, f := range d.TakeOver {
				names = append(names, s.factionName(content.Faction(f)))
			}
			want = "takeover: " + strings.Join(names, " and ")
		case d.End == "influence" && len(res.Winners) > 1:
			want = "influence, shared"
		}
		if got := s.EndReason(); got != want || got == "" {
			t.Errorf("game %d ended by %s (%v): EndReason %q, want %q", g, d.End, d.TakeOver, got, want)
		}
		ends[s.EndReason()] = true
		if s.Rounds() != d.Rounds || s.Rounds() < 1 {
			t.Errorf("game %d: Rounds() = %d, result says %d", g, s.Rounds(), d.Rounds)
		}
		for p := 0; p < int(s.N); p++ {
			if id := s.Tags(engine.Seat(p))["survivor"]; id != data.Survivors[s.P[p].Survivor].ID {
				t.Errorf("game %d: seat %d tagged %q", g, p, id)
			}
			won := slices.Contains(res.Winners, engine.Seat(p))
			beaten := !won && (d.End == "influence" || d.End == "takeover")
			if s.Won(engine.Seat(p)) != won || s.Beaten(engine.Seat(p)) != beaten {
				t.Errorf("game %d ended by %s, winners %v: seat %d Won %v, Beaten %v", g, d.End, res.Winners, p, s.Won(engine.Seat(p)), s.Beaten(engine.Seat(p)))
			}
		}
		if s.Tags(engine.Seat(s.N)) != nil {
			t.Errorf("game %d: a seat out of range has tags", g)
		}
	}
	if len(ends) < 2 {
		t.Errorf("12 games ended all alike: %v", ends)
	}
	if st, _ := (Game{}).New(engine.Setup{Players: 2, Seed: 1}, nil); st.(*State).EndReason() != "" {
		t.Errorf("a game in progress has an end: %q", st.(*State).EndReason())
	}
}

// TestSimScorePartsAndTracks plays random games, base and co-op, to their
// end: ScoreParts sum to each seat's score (the influence, FO-WIN-1; the
// team's tasks in co-op, AB-END-1), the agenda cards counted are those
// held (FO-AGENDA-5, FO-LOYAL-6); Tracks gives each faction's power by its
// name, a takeover's faction on the last space (FO-POWER-3; co-op: the
// hostile token, AB-END-2); FirstPlayer is the first player drawn at setup
// (FO-FIRST-1); a co-op seat is tagged with the loyal side (AB-SETUP-1).
// rule FO-WIN-1, FO-POWER-3, FO-FIRST-1, AB-END-2
func TestSimScorePartsAndTracks(t *testing.T) {
	for g := range 12 {
		setup := engine.Setup{Players: 1 + g%4, Seed: uint64(g) + 70}
		if g%3 == 2 {
			setup.Players, setup.Variant = 2+g%3, VariantCoop
		}
		var setupEvents engine.Recorder
		st, err := Game{}.New(setup, &setupEvents)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		if s.FirstPlayer() != engine.Seat(s.First) {
			t.Errorf("game %d: FirstPlayer %d, first %d", g, s.FirstPlayer(), s.First)
		}
		r := engine.NewRNG(uint64(g))
		var legal []engine.Action
		for !st.Over() {
			legal = st.Legal(legal[:0])
			st.ApplyUnchecked(legal[r.IntN(len(legal))], nil)
		}
		res := s.Result()
		d := res.Detail.(ResultDetail)
		for p := 0; p < int(s.N); p++ {
			parts, sum := s.ScoreParts(engine.Seat(p)), 0
			for _, v := range parts {
				sum += v
			}
			if sum != res.Scores[p] {
				t.Errorf("game %d (%s) seat %d: parts %v sum to %d, score %d", g, setup.Variant, p, parts, sum, res.Scores[p])
			}
			if !s.Coop.On && parts["agenda cards"] != s.agendasHeld(p) {
				t.Errorf("game %d seat %d: %d agenda cards counted, %d held", g, p, parts["agenda cards"], s.agendasHeld(p))
			}
		}
		tracks := s.Tracks()
		for f := range 2 {
			name := s.factionName(content.Factions[f])
			if tracks[name] != min(int(s.Power[f]), s.TrackLast()) {
				t.Errorf("game %d: track %s at %d, power %d", g, name, tracks[name], s.Power[f])
			}
		}
		for _, f := range d.TakeOver {
			if tracks[s.factionName(content.Faction(f))] != s.TrackLast() {
				t.Errorf("game %d: %s took over at %v", g, f, tracks)
			}
		}
		if d.End == "hostile-takeover" && tracks[s.factionName(content.Factions[s.hostile()])] != s.TrackLast() {
			t.Errorf("game %d: hostile takeover with tracks %v", g, tracks)
		}
		if s.ScoreParts(engine.Seat(s.N)) != nil {
			t.Errorf("game %d: a seat out of range has score parts", g)
		}
		if loyal := s.Tags(0)["loyal"]; s.Coop.On != (loyal != "") || (s.Coop.On && loyal != d.Team.Loyal) {
			t.Errorf("game %d (%s): loyal tag %q", g, setup.Variant, loyal)
		}
	}
}
