package outlive

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"os"
	"strings"
	"testing"

	"wasteland/engine"
)

var updateViewDigest = flag.Bool("update-view-digest", false, "rewrite testdata/view-digest.txt from the views of today's code")

// TestViewDigest: the views of random games (2 to 4 players, two seeds
// each), after every move, for every seat and a spectator, encoded by
// encoding/json, hash to testdata/view-digest.txt. Views are what the
// server sends, so a change of how they are built (such as the slices made
// at their final size) must not change a byte of them; a change that is
// meant to show up in the frames regenerates the digest with
// -update-view-digest.
func TestViewDigest(t *testing.T) {
	h := sha256.New()
	views := 0
	for p := 2; p <= 4; p++ {
		for _, seed := range []uint64{uint64(p), uint64(p + 20)} {
			st, err := Game{}.New(engine.Setup{Players: p, Seed: seed}, nil)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			var acts []engine.Action
			for {
				for seat := engine.Spectator; int(seat) < p; seat++ {
					b, err := json.Marshal(st.View(seat))
					if err != nil {
						t.Fatal(err)
					}
					h.Write(b)
					h.Write([]byte{'\n'})
					views++
				}
				if st.Over() {
					break
				}
				acts = st.Legal(acts[:0])
				st.ApplyUnchecked(acts[rng.IntN(len(acts))], nil)
			}
		}
	}
	got := hex.EncodeToString(h.Sum(nil))
	const file = "testdata/view-digest.txt"
	if *updateViewDigest {
		if err := os.WriteFile(file, []byte(got+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if got != strings.TrimSpace(string(want)) {
		t.Fatalf("the %d views hash to %s, %s wants %s: a view changed", views, got, file, want)
	}
}
