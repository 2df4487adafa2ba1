package fallout

import (
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// The Atomic Bonds co-op variant (fallout-coop.md, AB-*): Setup.Variant
// "coop". Every base rule stays in force but those the pack replaces
// (AB-OVR-2): no agendas, loyalty or influence; a loyal faction helps, a
// hostile one advances its token; the survivors win or lose together.
// coop.go holds the table, the setup, the group effects, C.A.M.P. tokens
// and Fast Travel, and the checks that run before every step (mutations,
// tasks, the end); coop_round.go the activation cards, coop_fight.go
// support, coop_items.go mods and workshop upgrades.

// VariantCoop is the Setup.Variant of the co-op game.
const VariantCoop = "coop"

// mutationRads is the rads that reveal a mutation (AB-MUT-1).
const mutationRads = 5

// coopData is the pack's content.
var coopData = &data.Coop

// Coop is the co-op table. Its On is false in the base game, where every
// other field is zero too.
type Coop struct {
	On bool `json:"on"`
	// Loyal is the loyal faction (0 ★, 1 ♥), -1 until chosen (AB-SETUP-1).
	Loyal int8 `json:"loyal"`
	// Act is the activation deck, ActDiscard its discard; ActCard is the
	// card revealed this end of round, -1 (AB-ACT-2..8).
	Act        Pile `json:"activation_deck"`
	ActDiscard Pile `json:"activation_discard"`
	ActCard    int8 `json:"activation_card"`
	// TaskDeck holds the tasks not revealed; Tasks the 4 revealed at setup
	// (AB-SETUP-3), TaskDone has bit i for each completed one (AB-TASK-2).
	TaskDeck Pile                        `json:"task_deck"`
	Tasks    [content.BoxTaskSlots]int8  `json:"tasks"`
	TaskDone uint8                       `json:"tasks_done"`
	Camps    [content.BoxCampTokens]int8 `json:"camps"`   // the node of each gained C.A.M.P. token, Nowhere: not placed yet
	NCamps   int8                        `json:"n_camps"` // tokens the group has gained (AB-CAMP-1/2)
	ModDeck  Pile                        `json:"mod_deck"`
	// Drawn are the mods drawn while shopping, to keep one of (AB-MOD-2).
	Drawn Pile `json:"mods_drawn"`
	// Mutation is each survivor's mutation card; Revealed has bit p when
	// seat p's is face up (AB-SETUP-5, AB-MUT-1).
	Mutation [MaxPlayers]int8 `json:"mutations"`
	Revealed uint8            `json:"mutations_revealed"`
	MutDeck  Pile             `json:"mutation_deck"`
	Workshop Pile             `json:"workshop_deck"`
	Gained   Pile             `json:"workshop_gained"` // upgrades gained, in order (AB-WS-3)
	// Kills and HostileKills count the enemies killed, all and of the
	// hostile faction (task conditions).
	Kills        int16 `json:"kills"`
	HostileKills int16 `json:"hostile_kills"`
	// Supporter is the seat supporting the fight in progress, -1; Face the
	// support die's face, -1 before it is rolled (AB-SUP-1..7).
	Supporter int8 `json:"supporter"`
	Face      int8 `json:"support_face"`
	// Cause is what moved the hostile token last (hostileCauses), for
	// the report of a lost game.
	Cause int8 `json:"hostile_cause"`
	// Helped is the supporter once the support die's ● have hit them,
	// until the fight's hits are counted, -1 (AB-SUP-6).
	Helped int8 `json:"helped"`
}

// LoyalChosen is the event of the loyal faction chosen at setup (AB-SETUP-1).
type LoyalChosen struct {
	Loyal   string `json:"loyal"`   // star or heart
	Hostile string `json:"hostile"` // the other faction
	Sheet   string `json:"sheet"`   // the co-op sheet's name
	Tasks   int    `json:"tasks"`   // tasks required to win (AB-TASK-1)
	Victory string `json:"victory"` // the victory condition as printed
}

// CoopReady is the event of the pack's setup steps 2-5 done
// (AB-SETUP-2..5): the decks are shuffled and face down, the tasks face
// up, one C.A.M.P. token placed, one face-down mutation dealt to every
// survivor.
type CoopReady struct {
	Tasks      []string `json:"tasks"` // the revealed task cards
	Camp       string   `json:"camp"`  // the space of the first C.A.M.P. token
	Activation int      `json:"activation_deck"`
	TaskDeck   int      `json:"task_deck"`
	Mods       int      `json:"mod_deck"`
	Mutations  int      `json:"mutation_deck"` // after dealing one per survivor
	Workshop   int      `json:"workshop_deck"`
}

// GroupEffectDone is the event of a group effect resolved (AB-FACT-2/3,
// AB-ACT-5, AB-WS-2).
type GroupEffectDone struct {
	Source string `json:"source"` // plus, activation, workshop
	Kind   string `json:"kind"`   // content.GroupEffectKinds
	N      int    `json:"n"`
}

// HostileMoved is the event of the hostile token moving on the power track.
type HostileMoved struct {
	Faction string `json:"faction"`
	From    int    `json:"from"` // spaces advanced before (0 = the top space)
	To      int    `json:"to"`
	Last    int    `json:"last"`  // the index of the last space (AB-END-2)
	Cause   string `json:"cause"` // activation, count, result, death, task, workshop
}

// MutationRevealed is the event of a mutation turned face up at 5 rads
// (AB-MUT-1); before it nobody knew the card.
type MutationRevealed struct {
	Seat     int    `json:"seat"`
	Mutation string `json:"mutation"`
	Rads     int    `json:"rads"`
}

// TaskCompleted is the event of a task turned face down (AB-TASK-2/4).
type TaskCompleted struct {
	Task  string `json:"task"`
	Done  int    `json:"done"`  // tasks completed now
	Need  int    `json:"need"`  // tasks the sheet requires
	Extra bool   `json:"extra"` // completed beyond the requirement: the hostile token moves back 2
}

// CampTokenPlaced is the event of a C.A.M.P. token placed (AB-SETUP-4, AB-CAMP-3).
type CampTokenPlaced struct {
	Seat  int    `json:"seat"` // -1 at setup
	Space string `json:"space"`
	Left  int    `json:"left"` // gained tokens not placed yet
}

// FastTravelled is the event of the Fast Travel action (AB-FT-1..4).
type FastTravelled struct {
	Seat int    `json:"seat"`
	From string `json:"from"`
	To   string `json:"to"`
}

// TeamEnded is the event of a co-op game decided (AB-END-1/2).
type TeamEnded struct {
	Won     bool `json:"won"`
	Tasks   int  `json:"tasks_done"`
	Hostile int  `json:"hostile"` // the hostile token's space
}

// Verbs of the co-op decisions.
const (
	verbLoyal uint8 = iota + 1
	verbCampToken
)

func init() {
	register(fLoyalChoose, frameKind{
		Name: "loyal-choose", Prompt: "choose-loyal-faction",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			return append(dst, act(verbLoyal, 0, 0, 0), act(verbLoyal, 1, 0, 0))
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, x, _, _ := unact(a)
			fac := content.Factions[x]
			return opt("loyal:"+string(fac), "Side with "+s.geo().sc.Faction(fac).Name)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, x, _, _ := unact(a)
			s.Pop()
			// rule AB-SETUP-1: the sheet on the loyal side; the one power
			// token on the top space, showing the hostile side.
			s.Coop.Loyal = int8(x)
			s.Power = [2]int8{}
			if rec.On() {
				sd := s.coopSide()
				rec.Public("loyal-chosen", LoyalChosen{Loyal: string(content.Factions[x]), Hostile: string(content.Factions[1-x]),
					Sheet: s.coopSheet().Name, Tasks: sd.Tasks, Victory: sd.Victory}, "AB-SETUP-1", "AB-FACT-4", "AB-TASK-1", "AB-END-1")
			}
		},
	})
	register(fCoopSetup, frameKind{Name: "coop-setup", Run: coopSetup})
	registerTurn(tvFastTravel, turnVerb{
		legal: fastTravelLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			_, n, _, _ := unact(a)
			return opt("fast-travel:"+s.nodeName(int8(n)), "Fast travel to "+s.spaceLabel(int8(n)))
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			_, n, _, _ := unact(a)
			// rule AB-FT-1, AB-FT-3, AB-FT-4: an action; the figure is
			// placed, not moved.
			s.takeAction()
			from := s.P[seat].Node
			s.P[seat].Node = int8(n)
			if rec.On() {
				rec.Public("fast-travelled", FastTravelled{Seat: seat, From: s.nodeName(from), To: s.nodeName(int8(n))}, "AB-FT-1", "AB-FT-2", "AB-FT-3", "AB-FT-4")
			}
		},
	})
}

// coopSheet is the co-op sheet of the game's scenario.
func (s *State) coopSheet() *content.CoopSheet { return coopData.Sheet(s.geo().sc.ID) }

// coopSide is the sheet's side of the loyal faction.
func (s *State) coopSide() *content.CoopSide {
	return s.coopSheet().Side(content.Factions[s.Coop.Loyal])
}

// hostile is the hostile faction (AB-FACT-4).
func (s *State) hostile() int8 { return 1 - s.Coop.Loyal }

// coopSetup runs the pack's setup steps 2-5 (AB-SETUP-2..5) after the
// loyal faction is chosen.
func coopSetup(s *State, f Frame, rec *engine.Recorder) {
	c := &s.Coop
	// rule AB-SETUP-2: four face-down decks; the activation deck beside the
	// first player; the agenda deck stays in the box (setupDeal).
	fill := func(p *Pile, n int) {
		for i := 0; i < n; i++ {
			p.put(int8(i))
		}
		s.shuffle(p)
	}
	fill(&c.ModDeck, len(coopData.Mods))
	fill(&c.MutDeck, len(coopData.Mutations))
	fill(&c.Workshop, len(coopData.Workshop))
	fill(&c.TaskDeck, len(coopData.Tasks))
	fill(&c.Act, len(coopData.Activations))
	// rule AB-SETUP-3: 4 tasks face up.
	ev := CoopReady{Tasks: []string{}}
	for i := range c.Tasks {
		c.Tasks[i] = c.TaskDeck.take()
		ev.Tasks = append(ev.Tasks, coopData.Tasks[c.Tasks[i]].ID)
	}
	// rule AB-SETUP-4: the first C.A.M.P. token on Crossroads Camp.
	camp := s.crossroadsCamp()
	c.Camps[0], c.NCamps = camp, 1
	// rule AB-SETUP-5: one face-down mutation per survivor.
	for p := 0; p < int(s.N); p++ {
		c.Mutation[p] = c.MutDeck.take()
	}
	if rec.On() {
		ev.Camp = s.nodeName(camp)
		ev.Activation, ev.TaskDeck, ev.Mods = int(c.Act.N), int(c.TaskDeck.N), int(c.ModDeck.N)
		ev.Mutations, ev.Workshop = int(c.MutDeck.N), int(c.Workshop.N)
		rec.Emit(engine.Event{Type: "coop-ready", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"AB-OVR-1"}})
	}
}

// crossroadsCamp is the space of the starting tile that bears the tile's
// own name, Crossroads Camp (AB-SETUP-4), or its first space.
func (s *State) crossroadsCamp() int8 {
	p := int(s.geo().start)
	m := &s.Map[p]
	t := &data.Tiles[m.Tile]
	name := t.Front.Name
	if m.Reverse && t.Reverse != nil {
		name = t.Reverse.Name
	}
	for i, sp := range s.face(p) {
		if sp.name == name {
			return node(p, i)
		}
	}
	return node(p, 0)
}

// hostileCauses are the causes of the hostile token's moves (Coop.Cause).
var hostileCauses = [...]string{"", "activation", "result", "death", "task", "plus", "workshop"}

// moveHostile moves the hostile token n spaces down the track (up for a
// negative n, never above the top space: AB-TASK-4).
func (s *State) moveHostile(n int, cause string, rec *engine.Recorder) {
	h := s.hostile()
	from := s.Power[h]
	s.Power[h] = int8(max(0, min(int(from)+n, 100)))
	for i, c := range hostileCauses {
		if c == cause {
			s.Coop.Cause = int8(i)
		}
	}
	if rec.On() {
		rec.Public("hostile-moved", HostileMoved{Faction: string(content.Factions[h]), From: int(from), To: int(s.Power[h]),
			Last: s.powerLast(), Cause: cause}, "AB-FACT-4", "AB-FACT-5", "AB-FACT-6", "AB-DEATH-1")
	}
}

// groupEffects resolves group effects from source (plus, activation,
// workshop) for every survivor in the game, in turn order from the first
// player (AB-FACT-3).
func (s *State) groupEffects(es []content.GroupEffect, source string, rec *engine.Recorder) {
	order := s.seatOrder()
	var xp []Frame
	for _, e := range es {
		if rec.On() {
			rec.Public("group-effect", GroupEffectDone{Source: source, Kind: e.Kind, N: e.N}, "AB-FACT-2", "AB-FACT-3", "AB-ACT-5", "AB-WS-2")
		}
		switch e.Kind {
		case "group-caps", "group-lose-caps":
			n := e.N
			if e.Kind == "group-lose-caps" {
				n = -n
			}
			for _, p := range order {
				if !s.P[p].Out {
					s.gainCaps(p, n, source, rec)
				}
			}
		case "group-heal":
			for _, p := range order {
				if !s.P[p].Out {
					s.heal(p, e.N, 0, source, rec)
				}
			}
		case "group-xp":
			for _, p := range order {
				if !s.P[p].Out {
					xp = append(xp, xpArgs{n: e.N, cause: xpEffect}.frame(int8(p)))
				}
			}
		case "camp":
			s.Coop.gainCamps(e.N)
		case "hostile":
			s.moveHostile(e.N, source, rec)
		}
	}
	if len(xp) > 0 {
		s.PushAll(xp...)
	}
}

// gainCamps takes n C.A.M.P. tokens from the supply for the group, as many
// as are left (AB-CAMP-1/2).
func (c *Coop) gainCamps(n int) {
	for ; n > 0 && int(c.NCamps) < len(c.Camps); n-- {
		c.Camps[c.NCamps] = Nowhere
		c.NCamps++
	}
}

// campsPlaced counts the C.A.M.P. tokens on the map; campAt reports
// whether one lies on node n.
func (c *Coop) campsPlaced() int {
	k := 0
	for _, n := range c.Camps[:c.NCamps] {
		if n != Nowhere {
			k++
		}
	}
	return k
}

func (c *Coop) campAt(n int8) bool {
	for _, m := range c.Camps[:c.NCamps] {
		if m == n {
			return true
		}
	}
	return false
}

// canPlaceCamp reports whether seat, camping, may place a gained C.A.M.P.
// token in their space: a named space without one (AB-CAMP-3/4). Never
// in the base game, answered without a call.
func (s *State) canPlaceCamp(seat int) bool { return s.Coop.On && s.campFits(seat) }

// campFits is canPlaceCamp in the co-op variant.
func (s *State) campFits(seat int) bool {
	c := &s.Coop
	n := s.P[seat].Node
	if n == Nowhere || facedown(n) || s.space(n).name == "" || c.campAt(n) {
		return false
	}
	return c.campsPlaced() < int(c.NCamps)
}

// placeCamp puts a gained C.A.M.P. token in seat's space (AB-CAMP-3).
func (s *State) placeCamp(seat int, rec *engine.Recorder) {
	c := &s.Coop
	for i, n := range c.Camps[:c.NCamps] {
		if n == Nowhere {
			c.Camps[i] = s.P[seat].Node
			break
		}
	}
	if rec.On() {
		rec.Public("camp-token-placed", CampTokenPlaced{Seat: seat, Space: s.nodeName(s.P[seat].Node),
			Left: int(c.NCamps) - c.campsPlaced()}, "AB-CAMP-3")
	}
}

// canFastTravel reports whether seat may take the Fast Travel action: an
// action left, on the map, and no active enemy in their space or an
// adjacent one (AB-FT-1/2).
func (s *State) canFastTravel(seat int) bool {
	n := s.P[seat].Node
	if !s.Coop.On || s.Actions <= 0 || n == Nowhere {
		return false
	}
	for t := range s.Tokens {
		if m := s.Tokens[t].Node; m != Nowhere && s.foeHostile(seat, t) && (m == n || s.adjacentTo(n, m)) {
			return false
		}
	}
	return true
}

// modifier is seat's total co-op modifier: the mods on equipped cards, a
// revealed mutation, the lasting workshop upgrades (AB-MOD-3, AB-MUT-2,
// AB-WS-2). It is zero in the base game, answered without a call (the
// fights ask it several times each).
func (s *State) modifier(seat int) content.Modifier {
	if !s.Coop.On {
		return content.Modifier{}
	}
	return s.coopModifier(seat)
}

// coopModifier is modifier in the co-op variant.
func (s *State) coopModifier(seat int) content.Modifier {
	var m content.Modifier
	c := &s.Coop
	for _, h := range s.P[seat].Equip {
		if h.Card >= 0 && h.Mod > 0 {
			m = m.Add(coopData.Mods[h.Mod-1].Modifier)
		}
	}
	if c.Revealed&(1<<uint(seat)) != 0 {
		mu := &coopData.Mutations[c.Mutation[seat]]
		m = m.Add(mu.Boon).Add(mu.Drawback)
	}
	for _, u := range c.Gained.Cards[:c.Gained.N] {
		m = m.Add(coopData.Workshop[u].Permanent)
	}
	return m
}

// coopCheck runs before every step of a co-op game: mutations reach 5 rads
// (AB-MUT-1/4), tasks complete (AB-TASK-2..4), and the game ends in a loss
// (AB-END-2, AB-FACT-6) or a victory (AB-END-1). It reports whether the
// game ended.
func (s *State) coopCheck(rec *engine.Recorder) bool {
	c := &s.Coop
	if c.Loyal < 0 {
		return false
	}
	for p := 0; p < int(s.N); p++ {
		if c.Revealed&(1<<uint(p)) == 0 && s.P[p].Rads >= mutationRads && !s.P[p].Out {
			// rule AB-MUT-1, AB-MUT-3: revealed once, at once.
			c.Revealed |= 1 << uint(p)
			if rec.On() {
				rec.Emit(engine.Event{Type: "mutation-revealed", To: engine.Public, Reveals: true,
					Data: MutationRevealed{Seat: p, Mutation: coopData.Mutations[c.Mutation[p]].ID, Rads: int(s.P[p].Rads)}, Rules: []string{"AB-MUT-1", "AB-MUT-2", "AB-MUT-3", "AB-MUT-4"}})
			}
		}
	}
	s.completeTasks(rec)
	// A pending death resolves first, as in the base game (FO-HP-6): the
	// survivor leaves the map, and the hostile token moves (AB-DEATH-1).
	for d := 0; d < int(s.Depth); d++ {
		if s.Frames[d].Kind == fDeath {
			return false
		}
	}
	switch {
	case int(s.Power[s.hostile()]) >= s.powerLast():
		s.endTeam(false, endHostile, rec)
		return true
	case s.teamWon():
		s.endTeam(true, endTeamWin, rec)
		return true
	}
	return false
}

// completeTasks turns every task whose condition holds face down
// (AB-TASK-2). Identical tasks are met independently (AB-TASK-3): the
// k-th of a kind and amount needs k times the amount. A task completed
// beyond the required number moves the hostile token back 2 (AB-TASK-4).
func (s *State) completeTasks(rec *engine.Recorder) {
	c := &s.Coop
	for i, t := range c.Tasks {
		if t < 0 || c.TaskDone&(1<<uint(i)) != 0 {
			continue
		}
		task := &coopData.Tasks[t]
		need := task.N
		for j, u := range c.Tasks {
			if u >= 0 && c.TaskDone&(1<<uint(j)) != 0 && coopData.Tasks[u].Kind == task.Kind && coopData.Tasks[u].N == task.N {
				need += task.N
			}
		}
		if s.taskCount(task.Kind) < need {
			continue
		}
		c.TaskDone |= 1 << uint(i)
		done, req := popcount(c.TaskDone), s.coopSide().Tasks
		extra := done > req
		if rec.On() {
			rec.Public("task-completed", TaskCompleted{Task: task.ID, Done: done, Need: req, Extra: extra}, "AB-TASK-2", "AB-TASK-3", "AB-TASK-4")
		}
		if extra {
			s.moveHostile(-2, "task", rec)
		}
	}
}

// taskCount is what a task kind counts (content.TaskKinds).
func (s *State) taskCount(kind string) int {
	c := &s.Coop
	switch kind {
	case "workshop":
		return int(c.Gained.N)
	case "camps":
		return c.campsPlaced()
	case "kills":
		return int(c.Kills)
	case "hostile-kills":
		return int(c.HostileKills)
	case "caps":
		n := 0
		for p := 0; p < int(s.N); p++ {
			n += int(s.P[p].Caps)
		}
		return n
	case "explored":
		n := 0
		for p, pi := range s.geo().pos {
			if s.Map[p].FaceUp && pi.Tile < 0 {
				n++
			}
		}
		return n
	case "mods":
		n := 0
		for p := 0; p < int(s.N); p++ {
			for w := 0; w < whereInv+int(s.P[p].NInv); w++ {
				if s.placeAt(p, w).Mod > 0 {
					n++
				}
			}
		}
		return n
	case "mutations":
		return popcount(c.Revealed)
	}
	return 0
}

// teamWon reports whether the sheet's victory condition holds: the
// required number of tasks completed and the second condition met
// (AB-END-1, AB-TASK-1).
func (s *State) teamWon() bool {
	sd := s.coopSide()
	return popcount(s.Coop.TaskDone) >= sd.Tasks && s.taskCount(sd.Also.Kind) >= sd.Also.N
}

// endTeam ends a co-op game: all survivors win, or none (AB-END-1/2).
func (s *State) endTeam(won bool, end int8, rec *engine.Recorder) {
	if rec.On() {
		rec.Public("team-ended", TeamEnded{Won: won, Tasks: popcount(s.Coop.TaskDone), Hostile: int(s.Power[s.hostile()])}, "AB-END-1", "AB-END-2")
	}
	s.finish(end, rec)
}

// teamResult fills the result of a finished co-op game: a team outcome,
// every seat placing 1 and winning, or every seat placing 2 with no
// winner; the score is the tasks completed (AB-OVR-4, AB-END-1/2).
func (s *State) teamResult(r *engine.Result, d *ResultDetail) {
	won := s.End == endTeamWin
	d.Influence = []int{}
	d.Team = &TeamDetail{Won: won, Loyal: string(content.Factions[max(s.Coop.Loyal, 0)]), Tasks: popcount(s.Coop.TaskDone),
		Hostile: int(s.Power[s.hostile()]), Mutations: popcount(s.Coop.Revealed), Deaths: int(s.Deaths)}
	for p := 0; p < int(s.N); p++ {
		r.Scores[p] = d.Team.Tasks
		r.Placings[p] = 2
		if won {
			r.Placings[p] = 1
			r.Winners = append(r.Winners, engine.Seat(p))
		}
	}
}

// TeamDetail is the co-op part of ResultDetail.
type TeamDetail struct {
	Won       bool   `json:"won"`
	Loyal     string `json:"loyal"`
	Tasks     int    `json:"tasks_done"`
	Hostile   int    `json:"hostile"` // the hostile token's space at the end
	Mutations int    `json:"mutations_revealed"`
	Deaths    int    `json:"deaths"`
}

// campTokenLabel labels the camp option that places a C.A.M.P. token.
func (s *State) campTokenLabel(seat int) string {
	left := int(s.Coop.NCamps) - s.Coop.campsPlaced()
	return "Place a C.A.M.P. token in " + s.spaceLabel(s.P[seat].Node) + " (" + strconv.Itoa(left) + " left)"
}

// fastTravelLegal lists fast travel to each C.A.M.P. of the co-op table elsewhere (AB-FT-1..5).
func fastTravelLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	if !s.canFastTravel(ts.seat) {
		return dst
	}
	for _, n := range s.Coop.Camps[:s.Coop.NCamps] {
		if n != Nowhere && n != ts.node {
			dst = append(dst, act(tvFastTravel, int(n), 0, 0))
		}
	}
	return dst
}
