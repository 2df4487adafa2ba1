package bot

import "wasteland/engine"

// Bot chooses for seat one of legal, the actions st lists for its pending
// decision. It must not change st and must not use anything hidden from
// seat. A bot keeps its own RNG, so one Bot value serves one seat of one game
// at a time.
type Bot interface {
	Choose(st engine.State, seat engine.Seat, legal []engine.Action) engine.Action
}

// SeedFor is the seed of the bot at seat in a game made from gameSeed: a
// SplitMix64 step, so that neighbouring seats and games get unrelated bots.
func SeedFor(gameSeed uint64, seat int) uint64 {
	z := gameSeed ^ uint64(seat+1)*0xbf58476d1ce4e5b9
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Random picks uniformly among the legal actions.
type Random struct {
	rng engine.RNG
}

// NewRandom returns a Random bot seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rng: engine.NewRNG(seed)} }

// Choose picks one of legal uniformly. Only the number of options matters,
// which is the same in every state seat cannot tell apart.
func (b *Random) Choose(st engine.State, seat engine.Seat, legal []engine.Action) engine.Action {
	return legal[b.rng.IntN(len(legal))]
}
