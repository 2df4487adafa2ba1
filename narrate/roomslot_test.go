package narrate

import "testing"

// TestRoomSlot: a bunker's room slot is "room:" and digits, nothing else
// (a room ability as a cause, "room:build-discount", is none).
func TestRoomSlot(t *testing.T) {
	for _, c := range []struct {
		v    string
		n    int
		slot bool
	}{
		{"room:0", 0, true},
		{"room:7", 7, true},
		{"room:12", 12, true},
		{"room:", 0, false},
		{"room:1a", 0, false},
		{"room:-1", 0, false},
		{"room:build-discount", 0, false},
		{"rooms:1", 0, false},
		{"airlock", 0, false},
		{"room:1\n", 0, false},
		{"room:٣", 0, false},
	} {
		n, slot := roomSlot(c.v)
		if n != c.n || slot != c.slot {
			t.Errorf("roomSlot(%q) = %d, %v; want %d, %v", c.v, n, slot, c.n, c.slot)
		}
	}
}
