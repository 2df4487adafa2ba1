package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
)

// ErrVersion: a record was played under other rules or content than this
// build has. VersionError wraps it with both sides.
var ErrVersion = errors.New("record of another version")

// VersionError says which rules and content versions a record needs and
// which this build has. Playing such a record on would silently change it.
type VersionError struct {
	Game string
	// Rules and Content are the versions the record was played under.
	Rules, Content string
	// HaveRules and HaveContent are this build's versions.
	HaveRules, HaveContent string
}

// Error implements error.
func (e *VersionError) Error() string {
	return fmt.Sprintf("the %s record needs rules %s and content %s; this build has rules %s and content %s",
		e.Game, e.Rules, e.Content, e.HaveRules, e.HaveContent)
}

// Unwrap makes every VersionError match ErrVersion.
func (e *VersionError) Unwrap() error { return ErrVersion }

// CheckVersions returns a *VersionError when rec names rules or content
// versions other than g's, and nil when they match. A record that names no
// version (an empty field) matches any.
func CheckVersions(g Game, rec *Record) error {
	rulesOK := rec.Rules == "" || rec.Rules == g.RulesVersion()
	contentOK := rec.Content == "" || rec.Content == g.ContentVersion()
	if rulesOK && contentOK {
		return nil
	}
	return &VersionError{Game: rec.Game, Rules: rec.Rules, Content: rec.Content,
		HaveRules: g.RulesVersion(), HaveContent: g.ContentVersion()}
}

// ContentVersion derives a game's content version from its data files: name,
// a dash and the first 12 hex digits of a SHA-256 over every file of fsys
// (path, size and bytes, in path order). It changes exactly when a file is
// added, removed, renamed or edited. Line endings are hashed as they are.
func ContentVersion(name string, fsys fs.FS) (string, error) {
	h := sha256.New()
	err := fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, path)
		if err != nil {
			return err
		}
		h.Write([]byte(path + "\x00" + strconv.Itoa(len(b)) + "\x00"))
		h.Write(b)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("content version of %s: %w", name, err)
	}
	return name + "-" + hex.EncodeToString(h.Sum(nil))[:12], nil
}

// MustContentVersion is ContentVersion for embedded files, which are always
// readable; it panics on an error.
func MustContentVersion(name string, fsys fs.FS) string {
	v, err := ContentVersion(name, fsys)
	if err != nil {
		panic(err)
	}
	return v
}
