package engine_test

import (
	"bytes"
	"encoding/hex"
	"testing"

	"wasteland/engine"
)

func TestSeedCommitment(t *testing.T) {
	secret := bytes.Repeat([]byte{7}, 32)
	hash := engine.CommitSeed(42, secret)
	if len(hash) != 64 || hash == engine.CommitSeed(43, secret) || hash == engine.CommitSeed(42, bytes.Repeat([]byte{8}, 32)) {
		t.Fatalf("CommitSeed does not separate seeds and secrets: %s", hash)
	}
	cases := []struct {
		name   string
		c      engine.SeedCommitment
		seed   uint64
		wantOK bool
	}{
		{"matches", engine.SeedCommitment{Hash: hash, Secret: hex.EncodeToString(secret)}, 42, true},
		{"another seed", engine.SeedCommitment{Hash: hash, Secret: hex.EncodeToString(secret)}, 41, false},
		{"no secret", engine.SeedCommitment{Hash: hash}, 42, false},
		{"short secret", engine.SeedCommitment{Hash: hash, Secret: "0707"}, 42, false},
		{"not hex", engine.SeedCommitment{Hash: hash, Secret: "zz"}, 42, false},
	}
	for _, c := range cases {
		if err := c.c.Verify(c.seed); (err == nil) != c.wantOK {
			t.Errorf("%s: Verify = %v", c.name, err)
		}
	}
}
