package engine

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"fmt"
)

// SeedCommitment binds a game to its seed before anyone plays: the server
// shows Hash when the game is created and reveals the seed and Secret when
// it is over, so that anyone can check that the deal was fixed in advance
// (see docs/adr/008-verifiable-seeds.md).
type SeedCommitment struct {
	// Hash is CommitSeed(seed, secret) in hex.
	Hash string `json:"hash"`
	// Secret is the game's 32-byte secret in hex; present only once the
	// game is over.
	Secret string `json:"secret,omitempty"`
	// Chosen is set when the game's creator chose the seed: the commitment
	// then proves only that it did not change during play.
	Chosen bool `json:"chosen,omitempty"`
}

// commitDomain separates seed commitments from any other SHA-256 use.
const commitDomain = "wasteland seed commitment v1\x00"

// CommitSeed returns the hex SHA-256 of the domain string, the secret and
// the seed as 8 big-endian bytes. Without the secret, the hash tells
// nothing about the seed; with it, the seed can be checked.
func CommitSeed(seed uint64, secret []byte) string {
	h := sha256.New()
	h.Write([]byte(commitDomain))
	h.Write(secret)
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], seed)
	h.Write(b[:])
	return hex.EncodeToString(h.Sum(nil))
}

// Verify checks that seed and c.Secret give c.Hash. It fails when the
// secret is missing (the game is not over) or does not match.
func (c *SeedCommitment) Verify(seed uint64) error {
	if c.Secret == "" {
		return Invalidf("the record reveals no seed secret (is the game over?)")
	}
	secret, err := hex.DecodeString(c.Secret)
	if err != nil || len(secret) != 32 {
		return Invalidf("the seed secret is not 32 bytes of hex")
	}
	got := CommitSeed(seed, secret)
	if subtle.ConstantTimeCompare([]byte(got), []byte(c.Hash)) != 1 {
		return Invalidf("seed %d with the revealed secret hashes to %s, not the commitment %s", seed, got, c.Hash)
	}
	return nil
}

// String describes the commitment for people.
func (c *SeedCommitment) String() string {
	how := "drawn by the server"
	if c.Chosen {
		how = "chosen by the game's creator"
	}
	return fmt.Sprintf("%s (seed %s)", c.Hash, how)
}
