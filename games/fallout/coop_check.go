package fallout

import "fmt"

// checkCoop checks the co-op table: zero in the base game; in co-op every
// card of the pack in exactly one place once the pack is set up, mods
// only on cards of their symbol, C.A.M.P. tokens on distinct spaces, and
// a supporter only during a fight.
func (s *State) checkCoop() error {
	c := &s.Coop
	if err := s.coopFramesOK(); err != nil {
		return err
	}
	if !c.On {
		if *c != (Coop{}) {
			return fmt.Errorf("a base game with a co-op table")
		}
		for p := 0; p < int(s.N); p++ {
			for w := 0; w < whereInv+int(s.P[p].NInv); w++ {
				if s.placeAt(p, w).Mod != 0 {
					return fmt.Errorf("a mod in a base game")
				}
			}
		}
		return nil
	}
	if !in(int(c.Cause), 0, len(hostileCauses)) || !in(int(c.Loyal), -1, 2) || !in(int(c.Supporter), -1, int(s.N)) || !in(int(c.Face), -1, supportDieFaces) {
		return fmt.Errorf("co-op loyal %d, supporter %d, support face %d", c.Loyal, c.Supporter, c.Face)
	}
	if !in(int(c.Helped), -1, int(s.N)) || (c.Supporter >= 0 && c.Helped >= 0) {
		return fmt.Errorf("co-op supporter %d, helped %d", c.Supporter, c.Helped)
	}
	if (c.Supporter >= 0 || c.Helped >= 0) && s.supportedFighter() < 0 {
		return fmt.Errorf("supporter %d without a fight", c.Supporter)
	}
	setUp := c.Tasks[0] >= 0
	var acts, tasks, muts, ws, mods [40]int8
	count := func(dst *[40]int8, n int, what string, cards ...int8) error {
		for _, x := range cards {
			if !in(int(x), 0, n) {
				return fmt.Errorf("%s card %d", what, x)
			}
			dst[x]++
		}
		return nil
	}
	type group struct {
		dst  *[40]int8
		n    int
		what string
		cs   []int8
	}
	var heldMods []int8
	for p := 0; p < int(s.N); p++ {
		for w := 0; w < whereInv+int(s.P[p].NInv); w++ {
			h := s.placeAt(p, w)
			if h.Mod == 0 {
				continue
			}
			if h.Card < 0 || !in(int(h.Mod)-1, 0, len(coopData.Mods)) || !modFits(h.Mod-1, h.Card) {
				return fmt.Errorf("seat %d holds mod %d on card %d", p, h.Mod, h.Card)
			}
			heldMods = append(heldMods, h.Mod-1)
		}
	}
	var actCard []int8
	if c.ActCard >= 0 {
		actCard = []int8{c.ActCard}
	}
	var dealt []int8
	for p := 0; p < int(s.N); p++ {
		if c.Mutation[p] >= 0 {
			dealt = append(dealt, c.Mutation[p])
		}
	}
	for _, g := range []group{
		{&acts, len(coopData.Activations), "activation", c.Act.Cards[:c.Act.N]},
		{&acts, len(coopData.Activations), "activation", c.ActDiscard.Cards[:c.ActDiscard.N]},
		{&acts, len(coopData.Activations), "activation", actCard},
		{&tasks, len(coopData.Tasks), "task", c.TaskDeck.Cards[:c.TaskDeck.N]},
		{&muts, len(coopData.Mutations), "mutation", c.MutDeck.Cards[:c.MutDeck.N]},
		{&muts, len(coopData.Mutations), "mutation", dealt},
		{&ws, len(coopData.Workshop), "workshop", c.Workshop.Cards[:c.Workshop.N]},
		{&ws, len(coopData.Workshop), "workshop", c.Gained.Cards[:c.Gained.N]},
		{&mods, len(coopData.Mods), "mod", c.ModDeck.Cards[:c.ModDeck.N]},
		{&mods, len(coopData.Mods), "mod", c.Drawn.Cards[:c.Drawn.N]},
		{&mods, len(coopData.Mods), "mod", heldMods},
	} {
		if err := count(g.dst, g.n, g.what, g.cs...); err != nil {
			return err
		}
	}
	if setUp {
		if err := count(&tasks, len(coopData.Tasks), "task", c.Tasks[:]...); err != nil {
			return err
		}
	}
	for _, k := range []struct {
		counts *[40]int8
		n      int
		what   string
		exact  bool
	}{
		{&acts, len(coopData.Activations), "activation", setUp},
		{&tasks, len(coopData.Tasks), "task", setUp},
		{&muts, len(coopData.Mutations), "mutation", setUp},
		{&ws, len(coopData.Workshop), "workshop", setUp},
		{&mods, len(coopData.Mods), "mod", false},
	} {
		for i := 0; i < k.n; i++ {
			if k.counts[i] > 1 || (k.exact && k.counts[i] != 1) {
				return fmt.Errorf("%s card %d is in %d places", k.what, i, k.counts[i])
			}
		}
	}
	if !in(int(c.NCamps), 0, len(c.Camps)+1) || (setUp && c.NCamps < 1) {
		return fmt.Errorf("%d C.A.M.P. tokens gained", c.NCamps)
	}
	var on [maxNodes]bool
	for _, n := range c.Camps[:c.NCamps] {
		if n == Nowhere {
			continue
		}
		if !s.valid(n) || facedown(n) || on[n] {
			return fmt.Errorf("C.A.M.P. token on node %d", n)
		}
		on[n] = true
	}
	if c.Revealed>>uint(s.N) != 0 || popcount(c.TaskDone)>>0 > len(c.Tasks) || c.TaskDone>>len(c.Tasks) != 0 {
		return fmt.Errorf("revealed %b, tasks done %b", c.Revealed, c.TaskDone)
	}
	return nil
}

// coopFramesOK checks the arguments of the co-op frames: the fighter of
// a support offer or reroll, the mod to attach.
func (s *State) coopFramesOK() error {
	for i := 0; i < int(s.Depth); i++ {
		f := &s.Frames[i]
		ok := true
		switch f.Kind {
		case fSupport, fSupportRoll:
			a := supportOf(f)
			ok = s.Coop.On && in(a.fighter, 0, int(s.N)) && a.fighter != int(f.Seat) && a.left >= 0 && a.asked>>uint(s.N) == 0
		case fModAttach:
			ok = s.Coop.On && in(int(modOf(f).mod), 0, len(coopData.Mods))
		case fLoyalChoose, fCoopSetup, fActCard, fActHostile, fActCount, fFirstChoice, fActEnd, fRoundNext, fModKeep:
			ok = s.Coop.On
		}
		if !ok {
			return fmt.Errorf("co-op frame %d (%s): %+v", i, kinds[f.Kind].Name, f)
		}
	}
	return nil
}
