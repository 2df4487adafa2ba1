package narrate

import (
	"encoding/binary"
	"slices"
)

// Identity returns a string that two narrators share exactly when they
// tell everything alike: the same game, language and reader, the same
// seats' names and the same names of the setup (ForSetup). A narrator's
// sentences, labels and prompts depend on nothing else but what it is
// told, so they may be kept under it and shared by the narrators of
// several games. It never starts with a zero byte.
func (n *Narrator) Identity() string {
	b := make([]byte, 0, 64)
	b = appendPart(b, n.game)
	b = appendPart(b, string(n.lang))
	b = binary.AppendVarint(b, int64(n.reader))
	// A seat without a name is called as one past the list is.
	names := n.names
	for len(names) > 0 && names[len(names)-1] == "" {
		names = names[:len(names)-1]
	}
	b = binary.AppendUvarint(b, uint64(len(names)))
	for _, s := range names {
		b = appendPart(b, s)
	}
	ids := make([]string, 0, len(n.setupNames))
	for id := range n.setupNames {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	b = binary.AppendUvarint(b, uint64(len(ids)))
	for _, id := range ids {
		b = appendPart(b, id)
		b = appendPart(b, n.setupNames[id])
	}
	return string(b)
}

// appendPart appends s after its length, so that parts never run
// together.
func appendPart(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}
