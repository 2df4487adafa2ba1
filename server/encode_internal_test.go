package server

import (
	"encoding/json"
	"testing"

	"wasteland/engine"
	"wasteland/engine/jsonw"
	"wasteland/server/api"
)

// TestFramePartsAsEncodingJSON checks that the frame's parts written by
// hand (and a decision event's data, through encodeEvents) are byte for byte
// what encoding/json writes for them: the clients get the same frames as
// before.
func TestFramePartsAsEncodingJSON(t *testing.T) {
	odd := "a<b>&c \"q\" \\ \u2028 é\x01"
	events := []engine.Event{
		{Type: "moved", To: engine.Public, Data: map[string]any{"seat": 1, "to": odd}},
		{Type: engine.DecisionEvent, To: 1, Data: engine.DecisionMade{Seat: 1, Prompt: "p", Offered: []string{"a", odd}, Chosen: "a"}, Reveals: true, Rules: []string{"OL-DAY-1", odd}},
		{Type: engine.DecisionEvent, To: engine.Public, Data: engine.DecisionMade{Seat: engine.Spectator, Prompt: "\xff\xfe", Chosen: odd}},
		{Type: engine.DecisionEvent, To: engine.Public, Data: engine.DecisionMade{Offered: []string{}}},
		{Type: odd, To: 0},
		{Type: "empty-data", To: engine.Public, Data: struct{}{}, Rules: []string{}},
	}
	for _, e := range events {
		data, err := json.Marshal(e.Data)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(api.Event{N: 7, Type: e.Type, To: e.To, Data: data, Reveals: e.Reveals, Rules: e.Rules})
		if err != nil {
			t.Fatal(err)
		}
		if got := appendEvent(nil, 7, e, data); string(got) != string(want) {
			t.Errorf("appendEvent(%s) =\n%s, want\n%s", e.Type, got, want)
		}
		enc, err := encodeEvents(7, []engine.Event{e})
		if err != nil {
			t.Fatal(err)
		}
		if got := enc[0].json; string(got) != string(want) {
			t.Errorf("encodeEvents(%s) =\n%s, want\n%s", e.Type, got, want)
		}
	}
	decisions := []api.Decision{
		{Seat: 0, Prompt: "day"},
		{Seat: 1, Prompt: odd, Text: odd, Options: []engine.Option{
			{ID: "move:3", Kind: "move", Label: "Go <north>"},
			{ID: odd, Kind: odd, Label: odd, Args: map[string]string{"z": "1", "a": odd, odd: ""}, Group: odd, Forfeits: true},
			{ID: "end", Kind: "end", Args: map[string]string{}},
		}},
	}
	for _, d := range decisions {
		want, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		// The frame's words come encoded; a game without words gives its
		// options' own labels.
		told := frameDecision{seat: d.Seat, prompt: d.Prompt, text: encoded(d.Text), options: d.Options}
		for _, o := range d.Options {
			told.labels = append(told.labels, encoded(o.Label))
		}
		if got := appendDecision(nil, &told); string(got) != string(want) {
			t.Errorf("appendDecision =\n%s, want\n%s", got, want)
		}
		told.labels = nil
		if got := appendDecision(nil, &told); string(got) != string(want) {
			t.Errorf("appendDecision with the options' own labels =\n%s, want\n%s", got, want)
		}
	}
	for _, u := range []api.Undo{{Allowed: true}, {Reason: "other-acted", Text: odd}, {}} {
		want, _ := json.Marshal(u)
		if got := appendUndo(nil, &frameUndo{allowed: u.Allowed, reason: u.Reason, text: encoded(u.Text)}); string(got) != string(want) {
			t.Errorf("appendUndo = %s, want %s", got, want)
		}
	}
	for _, req := range []string{"", "12", odd} {
		want, _ := json.Marshal(api.AckFrame{Type: api.TypeAck, Req: req, N: 42})
		if got := ackFrame(req, 42); string(got) != string(want) {
			t.Errorf("ackFrame = %s, want %s", got, want)
		}
	}
}

// encoded is s as the server keeps a phrase: encoded, "" for none.
func encoded(s string) jsonString {
	if s == "" {
		return ""
	}
	return jsonString(jsonw.String(nil, s))
}
