package fallout

import "wasteland/games/fallout/hexmap"

// What the state keeps of the enemies' weighing between steps
// (activation.go): the intent of each enemy token of the icon activating.
// The enemies of an icon are weighed when the activation goes on
// (activateNextWith) and weighed again by the choice it pushes (listing,
// option and applying): the second weighing reads what the first kept.
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
// listed from several goroutines at once. It is small (about 200 bytes)
// because every Clone copies it.
type keptWeighing struct {
	// board and seats are the map and the survivors the intents were
	// weighed against.
	board [maxPositions]Position
	seats weighSeats
	// icon is the icon whose tokens are kept (rankOf numbers them); has
	// has bit r when intent[r] is the intent of the token of rank r,
	// weighed while the token was tok[r].
	icon   int8
	has    uint16
	tok    [16]Token
	intent [16]keptIntent
}

// keptIntent is one token's intent as intentOf returns it.
type keptIntent struct {
	in         uint8
	seat, dist int8
}

// weighSeats is everything of the survivors and the table an enemy's
// intent reads besides the map and the token itself (intentOf,
// fightTarget, beats, foeHostile): where each survivor stands, its HP and
// rads (seatWord, two seats a word), their loyalty cards (loyal, a byte
// each), the first player, the player count and the co-op team's loyal
// faction (table). Packed into integers, it is compared without a call.
type weighSeats struct {
	seats01, seats23 uint64
	loyal, table     uint32
}

// weighSeats gathers s's weighSeats.
func (s *State) weighSeats() weighSeats {
	var _ [MaxPlayers - 4]struct{} // the four seats packed below are the array's
	var _ [4 - MaxPlayers]struct{}
	p := &s.P
	return weighSeats{
		seats01: seatWord(&p[0]) | seatWord(&p[1])<<32,
		seats23: seatWord(&p[2]) | seatWord(&p[3])<<32,
		loyal:   uint32(uint8(p[0].Loyal)) | uint32(uint8(p[1].Loyal))<<8 | uint32(uint8(p[2].Loyal))<<16 | uint32(uint8(p[3].Loyal))<<24,
		table:   uint32(uint8(s.First)) | uint32(uint8(s.N))<<8 | uint32(uint8(s.Coop.Loyal))<<16 | uint32(b2i(s.Coop.On))<<24,
	}
}

// seatWord packs what an enemy's intent reads of survivor pl's figure:
// its space, HP and rads, a byte each, with its survivor card before them.
// The four are the first four bytes of a Player, so the compiler reads
// them with one load; the card, which no intent reads, only makes a kept
// intent weighed for another survivor on the same space weighed anew.
func seatWord(pl *Player) uint64 {
	return uint64(uint8(pl.Survivor)) | uint64(uint8(pl.Node))<<8 | uint64(uint8(pl.HP))<<16 | uint64(uint8(pl.Rads))<<24
}

// checkKept compares what s keeps with the map and the survivors, once
// per distCache (its callers ask only while !dc.checked): dc.seatsOK says
// whether the kept intents may be read. A distCache that keeps (dc.keep)
// first forgets them if they no longer hold, and then holds them.
func (s *State) checkKept(dc *distCache) {
	dc.checked = true
	k := &s.kept
	w := s.weighSeats()
	dc.seatsOK = k.seats == w && hexmap.SameMap(&k.board, &s.Map) // the survivors change more often than the map
	if !dc.seatsOK && dc.keep {
		k.board, k.seats, k.has, dc.seatsOK = s.Map, w, 0, true
	}
}

// keepIntent keeps token t's intent, t of rank r (rankOf) and icon ic
// (foeIcon); the intents of another icon's tokens are forgotten. Its
// caller asks first whether its distCache keeps and may (keep, seatsOK).
func (s *State) keepIntent(t int, r uint, ic int8, ki keptIntent) {
	k := &s.kept
	if ic != k.icon {
		k.icon, k.has = ic, 0
	}
	k.has |= 1 << r
	k.tok[r], k.intent[r] = s.Tokens[t], ki
}
