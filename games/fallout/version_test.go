package fallout

import (
	"os"
	"testing"

	"wasteland/engine/enginetest"
)

// TestContentVersionIsTheDataHash: the content version is the hash of the
// data files on disk, so it changes exactly when the data does.
func TestContentVersionIsTheDataHash(t *testing.T) {
	enginetest.ContentVersion(t, Game{}, "fallout-content", os.DirFS("content/data"))
}
