package engine_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"wasteland/engine"
)

// TestDecisionMadeAppendJSON: a decision event's data appends what
// encoding/json writes for it, whatever its strings hold.
func TestDecisionMadeAppendJSON(t *testing.T) {
	for _, d := range []engine.DecisionMade{
		{},
		{Seat: 1, Prompt: "visit", Offered: []string{}, Chosen: "end"},
		{Seat: 3, Prompt: "build", Offered: []string{"room:6:metal2", "end"}, Chosen: "room:6:metal2"},
		{Seat: engine.Spectator, Prompt: `<a href="x">&'`, Offered: []string{"\u2028\u2029", "é\x00\x1f", "\xff\xfe"}, Chosen: `"\`},
	} {
		want, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		got, err := d.AppendJSON([]byte("prefix"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, append([]byte("prefix"), want...)) {
			t.Errorf("%+v:\n got %s\nwant prefix%s", d, got, want)
		}
	}
}
