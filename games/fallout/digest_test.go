package fallout

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wasteland/engine"
)

// TestPlayDigest plays fixed-seed random games (1 to 4 players, every
// scenario, every fifth game co-op, every seventh with the discard reading
// of the agenda limit) and hashes every legal list and choice, the
// encodings of clones and of resampled states (each played on for a few
// random moves) along the way, and every game's final encoding and result.
// The digest in testdata/play-digest.golden says the games are the same
// byte for byte: a speed change must leave it alone, and a rule change that
// alters it bumps the rules version (rules.go) and is rewritten with
// -update.
func TestPlayDigest(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 160 games")
	}
	got := playDigest(t, 160)
	path := filepath.Join("testdata", "play-digest.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to write it)", err)
	}
	if got != strings.TrimSpace(string(want)) {
		t.Errorf("the games' digest is %s, testdata says %s: play changed (if intended, bump the rules version and rerun with -update)", got, strings.TrimSpace(string(want)))
	}
}

// playDigest is the hex SHA-256 of games fixed-seed random games, as
// TestPlayDigest describes.
func playDigest(t *testing.T, games int) string {
	h := sha256.New()
	scenarios := (Game{}).SetupOptions()[0].Values
	var buf, side []engine.Action
	for g := range games {
		setup := engine.Setup{Players: 1 + g%MaxPlayers, Seed: uint64(1000 + g),
			Options: map[string]string{OptScenario: scenarios[g/MaxPlayers%len(scenarios)].ID}}
		if g%5 == 4 && setup.Players > 1 {
			setup.Variant = VariantCoop
		}
		if g%7 == 6 {
			setup.Options[OptAgendaOverflow] = "discard"
		}
		st, err := Game{}.New(setup, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := engine.NewRNG(setup.Seed ^ 0xd16e57)
		for move := 0; !s.Over(); move++ {
			buf = s.Legal(buf[:0])
			for _, a := range buf {
				writeInt(h, int64(a))
			}
			a := buf[r.IntN(len(buf))]
			writeInt(h, int64(a))
			if move%97 == 0 {
				writeState(t, h, s.Clone())
				seat := s.ToMove()
				rs := s.Resample(seat, &r).(*State)
				for i := 0; i < 6 && !rs.Over(); i++ {
					side = rs.Legal(side[:0])
					rs.ApplyUnchecked(side[r.IntN(len(side))], nil)
				}
				writeState(t, h, rs)
			}
			s.ApplyUnchecked(a, nil)
		}
		writeState(t, h, s)
		for _, w := range s.Result().Winners {
			writeInt(h, int64(w))
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

func writeInt(h hash.Hash, v int64) {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(v))
	h.Write(b[:])
}

func writeState(t *testing.T, h hash.Hash, s engine.State) {
	b, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	h.Write(b)
}
