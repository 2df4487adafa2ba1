package fallout

// What the state keeps of the enemies' weighing between steps
// (activation.go): the distance tables measured from the survivors'
// spaces and each enemy token's intent. The enemies of an icon are weighed
// when the activation goes on (activateNextWith) and weighed again by the
// choice it pushes (listing, option and applying): the second weighing
// reads what the first kept.
//
// Kept values are derived: unexported, so never encoded (MarshalBinary,
// views), copied with the state (Clone, by value), zero in a decoded state,
// and cleared by Resample, so a determinization weighs from what it holds
// and nothing weighed on the real state comes along. Each value carries
// the inputs it was weighed from (the map; the survivors; the token), and
// one whose inputs differ from the state's is weighed anew, whoever
// changed the state: a move, a decode, a test writing a field. Only the
// steps of a game write them (a distCache made with keep); listing and
// describing options read them and write nothing, so a state may be
// listed from several goroutines at once.
type keptWeighing struct {
	// board is the map the tables and intents were weighed on.
	board [maxPositions]Position
	// nd tables are kept, d[i] measured from node from[i]; next is the
	// table the next one replaces once all are in use.
	nd, next int8
	from     [MaxPlayers]int8
	d        [MaxPlayers][maxNodes]int8
	// seats are the survivors the intents were weighed against.
	seats weighSeats
	// has has bit t when intent[t] is token t's intent, weighed while the
	// token was tok[t].
	has    uint64
	tok    [maxTokens]Token
	intent [maxTokens]keptIntent
}

// keptIntent is one token's intent as intentOf returns it.
type keptIntent struct {
	in         uint8
	seat, dist int8
}

// weighSeats is everything of the survivors and the table an enemy's
// intent reads besides the map and the token itself (intentOf,
// fightTarget, beats, foeHostile): where each survivor stands, its HP and
// rads, its loyalty, the first player, the player count and the co-op
// team's loyal faction.
type weighSeats struct {
	p                   [MaxPlayers][4]int8 // node, HP, rads, loyal card
	first, n, coopLoyal int8
	coopOn              bool
}

// weighSeats gathers s's weighSeats.
func (s *State) weighSeats() weighSeats {
	w := weighSeats{first: s.First, n: s.N, coopLoyal: s.Coop.Loyal, coopOn: s.Coop.On}
	for p := range s.P {
		pl := &s.P[p]
		w.p[p] = [4]int8{pl.Node, pl.HP, pl.Rads, pl.Loyal}
	}
	return w
}

// checkKept compares what s keeps with the map and the survivors, once
// per distCache (its callers ask only while !dc.checked): dc.mapOK and
// dc.seatsOK say which kept values it may read. A distCache that keeps
// (dc.keep) first forgets what no longer holds, and then holds all.
func (s *State) checkKept(dc *distCache) {
	dc.checked = true
	k := &s.kept
	dc.mapOK = k.board == s.Map
	if !dc.mapOK && dc.keep {
		k.board, k.nd, k.next, k.has, dc.mapOK = s.Map, 0, 0, 0, true
	}
	if !dc.mapOK {
		return
	}
	w := s.weighSeats()
	dc.seatsOK = k.seats == w
	if !dc.seatsOK && dc.keep {
		k.seats, k.has, dc.seatsOK = w, 0, true
	}
}

// keepDists keeps table d, measured from node src, when dc keeps, and
// returns the kept copy (d itself otherwise).
func (s *State) keepDists(dc *distCache, src int8, d *[maxNodes]int8) *[maxNodes]int8 {
	if !dc.keep {
		return d
	}
	k := &s.kept
	i := k.nd
	if i < MaxPlayers {
		k.nd++
	} else {
		i = k.next
		k.next = (k.next + 1) % MaxPlayers
	}
	k.from[i], k.d[i] = src, *d
	return &k.d[i]
}

// keepIntent keeps token t's intent when dc keeps.
func (s *State) keepIntent(dc *distCache, t int, ki keptIntent) {
	if !dc.keep || !dc.seatsOK {
		return
	}
	k := &s.kept
	k.has |= 1 << uint(t)
	k.tok[t], k.intent[t] = s.Tokens[t], ki
}
