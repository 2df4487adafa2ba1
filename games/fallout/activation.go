package fallout

import (
	"math/bits"
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/hexmap"
)

// Enemy activation (FO-ACTIV-1..12, FO-INACT-3, FO-EABIL-AGG-2,
// FO-EABIL-RNG-1/3, FO-FIRST-4). At the end of a round, round.go pushes an
// fActivate frame for each icon of the revealed agenda card, left to
// right, each followed by the flip of that type's inactive enemies.
//
// fActivate is the driver of one icon's activation. When it first runs it
// records the enemies taking part: the active tokens of that icon on the
// map. Tokens that come into play or turn face up later (replacements,
// the flip) do not act in this activation (FO-INACT-3). Then, one enemy at
// a time, each participant still active on the map does the first that
// applies (FO-ACTIV-3): it fights a survivor in its space, or with Ranged
// one in an adjacent space; otherwise it moves exactly one space toward
// the nearest survivor, over face-down tiles (each one space), terrain
// ignored (FO-ACTIV-6); moving into the target's space, an Aggressive
// enemy fights at once (FO-ACTIV-9). Survivors loyal to the enemy's
// faction are ignored (FO-ACTIV-11); an enemy without a target stays
// (FO-ACTIV-12).
//
// Who acts next: while some remaining enemy would fight, their order
// matters and the first player chooses the next enemy (FO-ACTIV-2);
// several attacks on one survivor are offered as one choice, and that
// survivor chooses their order (FO-ACTIV-7). While every remaining enemy
// would only move, their moves cannot affect each other, so they move in
// token order without a choice. Equally short steps are the first
// player's choice (FO-ACTIV-5). Every fight is fight.go's fightEnemy with
// cause fightActivation, one at a time (FO-ACTIV-8, FO-FIGHT-5): the
// activation itself orders the attacks, because after each fight the
// others are decided anew (a survivor killed has left the space, so the
// enemies that would have attacked them move instead).
//
// fActivate frame (activateArgs): Seat = the first player when it began;
// the icon (enemy type index, iconStar or iconHeart), the participants yet
// to act (bits by rank within the icon), whether they are recorded.
//
// fActChoice frame (actChoiceArgs): the choice on top of the driver. Seat
// = who chooses: the current first player (choiceOrder, choiceStep) or the
// attacked survivor (choiceAttack, x = that seat); choiceStep: x = the
// token.

// Choice kinds of fActChoice (actChoiceArgs.choice).
const (
	choiceOrder  int8 = iota // the first player picks the next enemy (FO-ACTIV-2)
	choiceAttack             // the attacked survivor picks the next attack (FO-ACTIV-7)
	choiceStep               // the first player picks an equally short step (FO-ACTIV-5)
)

// Verbs of fActChoice.
const (
	verbActEnemy   uint8 = iota + 1 // x = token: it activates next
	verbActAttacks                  // x = seat: the attacks on that survivor come next
	verbActStep                     // x = node: the enemy steps there
)

// What an enemy does when it activates (FO-ACTIV-3).
const (
	intentIdle   uint8 = iota // no survivor it may target (FO-ACTIV-12)
	intentFight               // fights a survivor in its space or, Ranged, adjacent
	intentCharge              // Aggressive: moves into the target's space and fights (FO-ACTIV-9)
	intentMove                // moves one space toward the target
)

var intentNames = [...]string{"idle", "fight", "charge", "move"}

// tokenRank[t] is standard token t's rank among the tokens of its type,
// indexed by a byte (no bounds check); a faction token's rank is its
// slot's offset from nEnemies.
var tokenRank [256]int8

func init() {
	var count [numEnemyTypes]int8
	for t := range data.Enemies {
		ty := typeIndex(data.Enemies[t].Type)
		tokenRank[t] = count[ty]
		count[ty]++
		typeTokens[ty] = append(typeTokens[ty], t)
	}
	for t := nEnemies; t < maxTokens; t++ {
		factionSlots = append(factionSlots, t)
	}
	for _, n := range count {
		mustFit("enemy tokens of one type", int(n), 16)
	}
	mustFit("faction token slots", maxFactionTokens, 16)
	register(fActivate, frameKind{Name: "activate", Run: runActivate})
	register(fActChoice, frameKind{
		Name: "activation-choice", Prompt: "activation-choice",
		Legal: actChoiceLegal, Option: actChoiceOption, Apply: actChoiceApply,
	})
}

// ActivationStarted is the event of an icon's activation beginning.
type ActivationStarted struct {
	Icon    string   `json:"icon"`    // enemy type, star or heart
	First   int      `json:"first"`   // the first player, who orders the enemies
	Enemies []string `json:"enemies"` // the taking part, each "name@space"
}

// EnemyActivated is the event of one enemy's activation: what it does.
type EnemyActivated struct {
	Icon   string   `json:"icon"`
	Enemy  EnemyRef `json:"enemy"`  // the enemy, where it stands
	Action string   `json:"action"` // fight, charge (Aggressive move and fight), move, idle
	Target int      `json:"target"` // the seat fought or approached; -1 when idle
	// Distance is the target's distance in spaces (face-down tile = 1).
	Distance int `json:"distance"`
	// Loyal lists the seats ignored because they are loyal to the enemy's
	// faction (FO-ACTIV-11).
	Loyal []int `json:"ignored_loyal,omitempty"`
}

// EnemyMoved is the event of an activating enemy moving one space.
type EnemyMoved struct {
	Enemy  EnemyRef `json:"enemy"` // the enemy, in the space it left
	From   string   `json:"from"`
	To     string   `json:"to"`
	Target int      `json:"target"`
	// Steps is how many spaces were equally good steps; with more than one
	// the first player chose (FO-ACTIV-5).
	Steps    int `json:"steps"`
	ChosenBy int `json:"chosen_by"` // the first player, or -1 with one step
}

// rankOf is token t's bit in an activation's participant mask.
func rankOf(t int) uint {
	if t < nEnemies {
		return uint(tokenRank[uint8(t)])
	}
	return uint(t - nEnemies)
}

// iconTokens lists, in slot order, the token slots that can answer to
// icon: the standard tokens of an enemy type, or every faction slot.
func iconTokens(icon int8) []int {
	if icon < numEnemyTypes {
		return typeTokens[icon]
	}
	return factionSlots
}

// typeTokens[ty] lists the standard tokens of enemy type ty, factionSlots
// the faction token slots, in slot order.
var (
	typeTokens   [numEnemyTypes][]int
	factionSlots []int
)

// pendingEnemy reports whether token t still has to act in the activation
// driven by d: it takes part, has not acted, and is still active on the
// map (killed or retreated participants drop out).
func (s *State) pendingEnemy(d activateArgs, t int) bool {
	tk := &s.Tokens[t]
	return d.left&(1<<rankOf(t)) != 0 && tk.Node != Nowhere && tk.Active && s.foeIcon(t) == d.icon
}

// leftPending is pendingEnemy for token t found at the bit of its rank in
// d.left (leftToken): that bit is set, so only the rest is asked.
func (s *State) leftPending(d activateArgs, t int) bool { return s.activeOfIcon(d.icon, t) }

// activeOfIcon reports whether token t of iconTokens(icon) is active on
// the map with that icon: a standard token of the list is of the icon's
// type, so only a faction token's icon is asked.
func (s *State) activeOfIcon(icon int8, t int) bool {
	tk := &s.Tokens[t]
	return tk.Node != Nowhere && tk.Active && (t < nEnemies || s.foeIcon(t) == icon)
}

// leftToken is the token of rank r among those that can answer to the
// icon of tokens (iconTokens), and whether there is one: the participant
// bit r of an activation's mask stands for. Bits are ranks in slot order,
// so walking a mask from its lowest bit walks the tokens in slot order.
func leftToken(tokens []int, r int) (int, bool) {
	if r >= len(tokens) {
		return 0, false
	}
	return tokens[r], true
}

// runActivate drives one icon's activation: it records the participants,
// then activates them one at a time, pushing itself back under every
// decision and fight.
func runActivate(s *State, f Frame, rec *engine.Recorder) {
	if d := activateOf(&f); !d.started {
		// rule FO-DEATH-6: the first player now, who may have changed since
		// the end of the round pushed the activation.
		d.started = true
		for r, t := range iconTokens(d.icon) {
			if s.activeOfIcon(d.icon, t) {
				d.left |= 1 << r // the token's rank (leftToken)
			}
		}
		f = d.frame(s.First)
		if rec.On() {
			ev := ActivationStarted{Icon: iconName(d.icon), First: int(f.Seat), Enemies: []string{}}
			for _, t := range iconTokens(d.icon) {
				if s.pendingEnemy(d, t) {
					ev.Enemies = append(ev.Enemies, s.foeKey(t))
				}
			}
			rec.Public("activation-started", ev, "FO-ACTIV-1", "FO-INACT-3")
		}
	}
	s.Push(f)
	s.activateNext(rec)
}

// activateNext takes the driver on top of the stack on to its next enemy:
// it activates enemies that need no choice, and stops at the first choice
// or fight it pushes. With no participant left the driver is popped.
func (s *State) activateNext(rec *engine.Recorder) {
	dc := distCache{keep: true}
	s.activateNextWith(&dc, rec)
	dc.release()
}

// activateNextWith is activateNext with the distances known so far.
func (s *State) activateNextWith(dc *distCache, rec *engine.Recorder) {
	d := activateOf(s.Top())
	pending, units, attacks := 0, 0, 0
	var attacked [MaxPlayers]int8
	// The pending enemies in slot order, with their intents: at most 16,
	// the participant mask's bits (indexed &15, without a bounds check).
	var order, seats, dists [16]int8
	var ins [16]uint8
	// Only the participants yet to act can be pending: the mask's tokens.
	tokens := iconTokens(d.icon)
	for left := d.left; left != 0; left &= left - 1 {
		t, ok := leftToken(tokens, bits.TrailingZeros16(left))
		if !ok {
			break
		}
		if !s.leftPending(d, t) {
			continue
		}
		in, seat, dist := s.intentOf(t, dc)
		i := pending & 15
		order[i], ins[i], seats[i], dists[i] = int8(t), in, int8(seat), int8(dist)
		pending++
		if in == intentFight || in == intentCharge {
			attacks++
			if attacked[seat] == 0 {
				units++
			}
			attacked[seat]++
			continue
		}
		units++
	}
	switch {
	case pending == 0:
		s.Pop()
	case attacks == 0 || pending == 1:
		// rule FO-ACTIV-2: the order cannot matter. An enemy that
		// acts without pushing a choice or a fight has at most moved
		// itself, which changes no other enemy's intent: the others
		// act in slot order without being weighed again.
		for i := range pending {
			if i &= 15; s.activateAs(int(order[i]), ins[i], int(seats[i]), int(dists[i]), dc, rec) {
				return
			}
		}
		s.Pop()
	case units == 1:
		// Every remaining enemy attacks one survivor: the order is theirs (FO-ACTIV-7).
		for p := range attacked {
			if attacked[p] > 0 {
				s.Push(actChoiceArgs{icon: d.icon, choice: choiceAttack, x: p}.frame(int8(p)))
			}
		}
	default:
		s.Push(actChoiceArgs{icon: d.icon, choice: choiceOrder}.frame(s.First))
	}
}

// activateEnemy makes token t act (FO-ACTIV-3): the driver is on top of the
// stack. It reports whether it pushed a choice or a fight, after which the
// driver goes on by itself.
func (s *State) activateEnemy(t int, dc *distCache, rec *engine.Recorder) bool {
	in, seat, dist := s.intentOf(t, dc)
	return s.activateAs(t, in, seat, dist, dc, rec)
}

// activateAs is activateEnemy with token t's intent known: in, toward
// seat's survivor dist spaces away (intentOf).
func (s *State) activateAs(t int, in uint8, seat, dist int, dc *distCache, rec *engine.Recorder) bool {
	top := s.Top()
	d := activateOf(top)
	d.left &^= 1 << rankOf(t)
	top.SetArgs(d.args())
	if rec.On() {
		ev := EnemyActivated{Icon: iconName(d.icon), Enemy: s.foeRef(t), Action: intentNames[in], Target: seat, Distance: dist}
		for p := 0; p < int(s.N); p++ {
			if f := int(s.Tokens[t].Faction); f >= 0 && s.P[p].Node != Nowhere && s.loyalTo(p, f) {
				ev.Loyal = append(ev.Loyal, p)
			}
		}
		rec.Public("enemy-activated", ev, "FO-ACTIV-3", "FO-ACTIV-8", "FO-EABIL-RNG-1", "FO-EABIL-RNG-3")
	}
	switch in {
	case intentFight:
		// rule FO-ACTIV-3 (a)(b), FO-EABIL-RNG-1: it fights instead of moving.
		s.enemyAttack(seat, t)
		return true
	case intentCharge, intentMove:
		var steps [24]int8
		n := s.stepsAt(t, s.P[seat].Node, dist, dc, steps[:0])
		if len(n) > 1 {
			// rule FO-ACTIV-5: the first player chooses among equally short steps.
			s.Push(actChoiceArgs{icon: d.icon, choice: choiceStep, x: t}.frame(s.First))
			return true
		}
		return s.enemyStep(t, n[0], seat, 1, -1, dc, rec)
	}
	return false
}

// enemyStep moves activating token t one space toward seat's survivor,
// onto node n (FO-ACTIV-6); seat, steps and chosenBy are read for the
// event alone (without rec, seat may be -1);
// an Aggressive enemy that moves into a hostile survivor's space fights
// them at once (FO-ACTIV-9, FO-EABIL-AGG-1/2). It reports whether a fight
// was pushed.
func (s *State) enemyStep(t int, n int8, seat, steps, chosenBy int, dc *distCache, rec *engine.Recorder) bool {
	var ev EnemyMoved
	if rec.On() {
		ev = EnemyMoved{Enemy: s.foeRef(t), From: s.nodeName(s.Tokens[t].Node), To: s.nodeName(n), Target: seat, Steps: steps, ChosenBy: chosenBy}
	}
	s.moveToken(t, n)
	if rec.On() {
		rec.Public("enemy-moved", ev, "FO-ACTIV-6", "FO-ACTIV-5")
	}
	if !s.foeHas(t, abAggressive) {
		return false
	}
	if p := s.fightTarget(t, false, dc); p >= 0 {
		s.enemyAttack(p, t)
		return true
	}
	return false
}

// enemyAttack starts the fight enemy token t starts against seat's
// survivor, from its space or, Ranged, an adjacent one (FO-ACTIV-8,
// FO-FIGHT-5, FO-EABIL-RNG-2).
func (s *State) enemyAttack(seat, t int) {
	s.fightEnemy(seat, t, s.Tokens[t].Node != s.P[seat].Node, fightActivation)
}

// beats reports whether seat a is targeted before seat b at the same
// distance: fewer remaining HP (HP − rads, FO-HP-5), then earlier in turn
// order from the first player (FO-ACTIV-4, FO-GOLD-3).
func (s *State) beats(a, b int) bool {
	ra, rb := s.P[a].HP-s.P[a].Rads, s.P[b].HP-s.P[b].Rads
	if ra != rb {
		return ra < rb
	}
	n := int(s.N)
	return (a-int(s.First)+n)%n < (b-int(s.First)+n)%n
}

// fightTarget is the survivor enemy token t fights without moving: the one
// that beats the others among the hostile survivors in its space and, if
// ranged is set, the adjacent spaces (FO-ACTIV-3, FO-EABIL-RNG-3,
// FO-EABIL-AGG-2); -1 if there is none.
func (s *State) fightTarget(t int, ranged bool, dc *distCache) int {
	if !ranged && !s.survivorIn(s.Tokens[t].Node) {
		return -1 // most asks: no survivor in its space
	}
	return s.fightAmong(t, s.foeSeats(t), ranged, dc)
}

// survivorIn reports whether a survivor stands in node n, n on the map.
func (s *State) survivorIn(n int8) bool {
	var _ [MaxPlayers - 4]struct{} // the four seats compared below are the array's
	var _ [4 - MaxPlayers]struct{}
	pl := &s.P
	return pl[0].Node == n || pl[1].Node == n || pl[2].Node == n || pl[3].Node == n
}

// fightAmong is fightTarget among the seats of foes, token t's
// (foeSeats).
func (s *State) fightAmong(t int, foes uint8, ranged bool, dc *distCache) int {
	here := s.Tokens[t].Node
	best := -1
	for m := foes; m != 0; m &= m - 1 {
		// In its space, or adjacent (on dc's map, read once a step).
		p := bits.TrailingZeros8(m)
		if n := s.P[p].Node; n != here && (!ranged || !s.dists(dc).Adjacent(here, n)) {
			continue
		}
		if best < 0 || s.beats(p, best) {
			best = p
		}
	}
	return best
}

// foeSeats has bit p for each seat whose survivor is on the map and
// hostile to token t (foeHostile): the survivors its intent weighs. The
// token's own tests are made once, not once a seat, and the four seats
// asked without a loop (a seat beyond the player count is masked off).
func (s *State) foeSeats(t int) uint8 {
	var _ [MaxPlayers - 4]struct{} // the four seats asked below are the array's
	var _ [4 - MaxPlayers]struct{}
	tk := &s.Tokens[t]
	if tk.Node == Nowhere || !tk.Active {
		return 0
	}
	pl := &s.P
	on := uint8(b2i(pl[0].Node != Nowhere)|b2i(pl[1].Node != Nowhere)<<1|b2i(pl[2].Node != Nowhere)<<2|b2i(pl[3].Node != Nowhere)<<3) &
		(1<<uint8(s.N) - 1)
	if tk.Faction < 0 {
		return on
	}
	return s.factionFoes(tk.Faction, on)
}

// factionFoes is foeSeats for a token of faction f, on the seats whose
// survivors are on the map.
func (s *State) factionFoes(f int8, on uint8) uint8 {
	if s.Coop.On {
		// AB-FACT-1/7 (reading, docs/rules-notes.md): the loyal faction's
		// tokens help the survivors; only the hostile ones are enemies.
		if f == s.Coop.Loyal {
			return 0
		}
		return on
	}
	for m := on; m != 0; m &= m - 1 {
		// rule FO-LOYAL-4, FO-LOYAL-9: survivors loyal to its faction.
		p := bits.TrailingZeros8(m)
		if c := s.P[p].Loyal; c >= 0 && agendaFaction[c] == f {
			on &^= 1 << p
		}
	}
	return on
}

// intentOf is what token t would do if it activated now, with the seat it
// fights or approaches and that survivor's distance (FO-ACTIV-3/4,
// FO-ACTIV-11/12). Loyal survivors are not hostile, so they are ignored.
// The distances come from dc, measured from the survivors' spaces; a
// survivor fought without moving is in the enemy's space or an adjacent
// one, 0 or 1 space away, which needs no measuring.
func (s *State) intentOf(t int, dc *distCache) (in uint8, seat, dist int) {
	if !dc.checked {
		s.checkKept(dc)
	}
	r, ic := rankOf(t), s.foeIcon(t)
	if k := &s.kept; dc.seatsOK && k.has>>r&1 != 0 && k.tok[r] == s.Tokens[t] && k.icon == ic {
		ki := k.intent[r]
		return ki.in, int(ki.seat), int(ki.dist)
	}
	in, seat, dist = s.weighIntent(t, dc)
	if dc.keep && dc.seatsOK {
		s.keepIntent(t, r, ic, keptIntent{in: in, seat: int8(seat), dist: int8(dist)})
	}
	return in, seat, dist
}

// weighIntent is intentOf weighed anew.
func (s *State) weighIntent(t int, dc *distCache) (in uint8, seat, dist int) {
	here := s.Tokens[t].Node
	foes := s.foeSeats(t)
	if ranged := s.foeHas(t, abRanged); ranged || s.survivorIn(here) {
		if p := s.fightAmong(t, foes, ranged, dc); p >= 0 {
			return intentFight, p, b2i(s.P[p].Node != here)
		}
	}
	best, bd := -1, int8(0)
	md := s.dists(dc) // the tables read at once, one at a time (distFrom)
	for m := foes; m != 0; m &= m - 1 {
		p := bits.TrailingZeros8(m)
		n := s.P[p].Node
		tab := md.Measured(n)
		if tab == nil {
			tab = md.Measure(n)
		}
		d := tab[here]
		if d < 0 {
			continue
		}
		if best < 0 || d < bd || (d == bd && s.beats(p, best)) {
			best, bd = p, d
		}
	}
	switch {
	case best < 0:
		return intentIdle, -1, 0
	case bd == 1 && s.foeHas(t, abAggressive):
		return intentCharge, best, 1
	}
	return intentMove, best, int(bd)
}

// distCache holds the distances from the few nodes enemies measure to: the
// survivors' spaces. Distance is symmetric (adjacency is, FO-MAP-2), and
// neither the map nor the survivors move while the enemies of one decision
// are weighed, so one table per survivor's space serves every enemy. A
// cache lives for one step of the game or one listing, never in the state;
// it holds a hexmap.Dists, which keeps the tables, from its first table
// until release. It also reads the intents the state keeps
// (keptWeighing); one made with keep (the steps of the game) keeps the
// intents it weighs in the state, one without (listings, options, tests)
// only reads them.
type distCache struct {
	md   *hexmap.Dists
	keep bool // write the intents weighed into s.kept
	// checked: s.kept was compared with the state (checkKept); seatsOK
	// says whether its intents may be read.
	checked, seatsOK bool
}

// release gives the hexmap.Dists dc holds back.
func (dc *distCache) release() {
	if dc.md != nil {
		dc.md.Release()
		dc.md = nil
	}
}

// distFrom returns the distances from node src, measured once per map
// (hexmap.Dists.Measure): the table stays valid until the cache measures
// 16 more, so a caller reads it before asking for another.
func (s *State) distFrom(dc *distCache, src int8) *[maxNodes]int8 {
	if dc.md != nil {
		if t := dc.md.Measured(src); t != nil { // most asks: a table held
			return t
		}
	}
	return s.dists(dc).Measure(src)
}

// dists returns the hexmap.Dists dc holds, taking one with s's map first.
func (s *State) dists(dc *distCache) *hexmap.Dists {
	if dc.md == nil {
		s.takeDists(dc)
	}
	return dc.md
}

// takeDists makes dc hold a hexmap.Dists with s's map: the map does not
// change while the cache lives, so it is read once.
func (s *State) takeDists(dc *distCache) {
	dc.md = hexmap.TakeDists()
	dc.md.Take(s.board())
}

// stepsAt is stepsToward with the goal's distance from token t known
// (intentOf): one space away, the goal itself is the only space nearer
// (distance 0 is the goal alone, and adjacency is symmetric, FO-MAP-2), so
// no table is read.
func (s *State) stepsAt(t int, goal int8, dist int, dc *distCache, dst []int8) []int8 {
	if dist == 1 {
		return append(dst, goal)
	}
	return s.stepsToward(t, goal, dc, dst)
}

// stepsToward appends to dst the spaces adjacent to token t that are one
// space nearer to node goal (FO-ACTIV-3 (c), FO-ACTIV-5/6).
func (s *State) stepsToward(t int, goal int8, dc *distCache, dst []int8) []int8 {
	dists := s.distFrom(dc, goal) // takes dc.md
	here := s.Tokens[t].Node
	// A step is a space one nearer: none from the goal itself or from
	// where the goal cannot be reached (distance 0 or -1).
	near := dists[here] - 1
	if near < 0 {
		return dst
	}
	for _, x := range dc.md.Neighbours(s.board(), here) {
		if dists[x] == near {
			dst = append(dst, x)
		}
	}
	return dst
}

func actChoiceLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	d := activateOf(&s.Frames[s.Depth-2]) // the driver under the choice on top
	tokens, c := iconTokens(d.icon), actChoiceOf(f)
	var dc distCache
	switch c.choice {
	case choiceOrder:
		// Each pending enemy's intent, once, in slot order. The attacks
		// on one survivor are one option, at the first attacker's place:
		// listed as that enemy, it becomes the survivor's attacks when a
		// second attacker comes (attacks counts them, faction twins
		// included; a twin comes after the token it is like, with the
		// same intent, so the first attacker of a seat is never a twin).
		var attacks [MaxPlayers]int8
		var at [MaxPlayers]int // the first attacker's option in dst
		for left := d.left; left != 0; left &= left - 1 {
			t, ok := leftToken(tokens, bits.TrailingZeros16(left))
			if !ok {
				break
			}
			if !s.leftPending(d, t) {
				continue
			}
			in, seat, _ := s.intentOf(t, &dc)
			if in != intentFight && in != intentCharge {
				if !s.sameFactionToken(d, t) {
					dst = append(dst, act(verbActEnemy, t, 0, 0))
				}
				continue
			}
			switch attacks[seat]++; attacks[seat] {
			case 1:
				at[seat] = len(dst)
				dst = append(dst, act(verbActEnemy, t, 0, 0))
			case 2:
				dst[at[seat]] = act(verbActAttacks, seat, 0, 0)
			}
		}
	case choiceAttack:
		for left := d.left; left != 0; left &= left - 1 {
			t, ok := leftToken(tokens, bits.TrailingZeros16(left))
			if !ok {
				break
			}
			if s.leftPending(d, t) && !s.sameFactionToken(d, t) {
				if in, seat, _ := s.intentOf(t, &dc); (in == intentFight || in == intentCharge) && seat == c.x {
					dst = append(dst, act(verbActEnemy, t, 0, 0))
				}
			}
		}
	case choiceStep:
		var steps [24]int8
		t := c.x
		_, seat, _ := s.intentOf(t, &dc)
		for _, n := range s.stepsToward(t, s.P[seat].Node, &dc, steps[:0]) {
			dst = append(dst, act(verbActStep, int(n), 0, 0))
		}
	}
	dc.release()
	return dst
}

// sameFactionToken reports whether pending faction token t has a twin
// listed before it: a pending token of the same faction in the same space.
// Such tokens are alike, so only the first is offered.
func (s *State) sameFactionToken(d activateArgs, t int) bool {
	return t >= nEnemies && s.factionTwin(d, t)
}

// factionTwin is sameFactionToken for faction token t.
func (s *State) factionTwin(d activateArgs, t int) bool {
	for u := nEnemies; u < t; u++ {
		if s.pendingEnemy(d, u) && s.Tokens[u].Node == s.Tokens[t].Node {
			return true
		}
	}
	return false
}

// survivorRef names seat's survivor for option ids.
func (s *State) survivorRef(seat int) string {
	if sv := s.P[seat].Survivor; sv >= 0 {
		return data.Survivors[sv].ID
	}
	return "seat" + strconv.Itoa(seat)
}

// survivorName is seat's survivor's name for labels.
func (s *State) survivorName(seat int) string {
	if sv := s.P[seat].Survivor; sv >= 0 {
		return data.Survivors[sv].Name
	}
	return "seat " + strconv.Itoa(seat)
}

func actChoiceOption(s *State, f *Frame, a engine.Action) engine.Option {
	verb, x, _, _ := unact(a)
	switch verb {
	case verbActEnemy:
		var dc distCache
		defer dc.release()
		in, seat, _ := s.intentOf(x, &dc)
		label := s.foeLabel(x) + " acts next"
		switch in {
		case intentFight:
			label += ": it fights " + s.survivorName(seat)
		case intentCharge:
			label += ": it moves in on " + s.survivorName(seat) + " and fights"
		case intentMove:
			label += ": it moves toward " + s.survivorName(seat)
		default:
			label += ": it has no target"
		}
		return opt("activate:"+s.foeKey(x), label)
	case verbActAttacks:
		return opt("attacks:"+s.survivorRef(x), "The attacks on "+s.survivorName(x)+" come next, in the order they choose")
	}
	return opt("step:"+s.nodeName(int8(x)), "Move "+s.foeLabel(actChoiceOf(f).x)+" into "+s.spaceLabel(int8(x)))
}

func actChoiceApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	dc := distCache{keep: true}
	actChoiceApplyWith(s, f, a, &dc, rec)
	dc.release()
}

// actChoiceApplyWith is actChoiceApply with the distances of dc.
func actChoiceApplyWith(s *State, f *Frame, a engine.Action, dc *distCache, rec *engine.Recorder) {
	verb, x, _, _ := unact(a)
	switch verb {
	case verbActAttacks:
		// rule FO-ACTIV-7: the attacked survivor orders the attacks on them.
		c := actChoiceOf(f)
		*f = actChoiceArgs{icon: c.icon, choice: choiceAttack, x: x}.frame(int8(x))
		return
	case verbActStep:
		t, chooser := actChoiceOf(f).x, int(f.Seat)
		s.Pop()
		// The target and the steps there were only the events tell:
		// enemyStep reads the seat for its event alone.
		seat, k := -1, 0
		if rec.On() {
			var steps [24]int8
			_, seat, _ = s.intentOf(t, dc)
			k = len(s.stepsToward(t, s.P[seat].Node, dc, steps[:0]))
		}
		if s.enemyStep(t, int8(x), seat, k, chooser, dc, rec) {
			return
		}
	default:
		s.Pop()
		if s.activateEnemy(x, dc, rec) {
			return
		}
	}
	s.activateNextWith(dc, rec)
}
