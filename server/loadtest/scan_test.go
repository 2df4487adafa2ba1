package loadtest

import (
	"encoding/json"
	"reflect"
	"testing"

	"wasteland/server/api"
)

// TestReadFrame checks that the frame scanner reads what a full decoding
// reads, past views and events whose strings hold brackets, quotes and
// keys of the same names.
func TestReadFrame(t *testing.T) {
	tests := []struct {
		name, frame string
	}{
		{"ack", `{"type":"ack","req":"7","n":7}`},
		{"error", `{"type":"error","code":"stale","n":3,"message":"the game is at move 3 \"not 2\""}`},
		{"state without decision", `{"type":"state","game":"g","seat":1,"n":4,"view":{"n":9,"decision":{"seat":0},"s":"}]{[\"x"},"over":false,"result":null,"events":[{"type":"a","text":"\"over\":true"}]}`},
		{"state with options", `{"type":"state","game":"g","seat":0,"n":12,"view":{"a":[1,2,{"b":"{"}]},"decision":{"seat":0,"prompt":"p","text":"You: {pick}","options":[{"id":"a:1","kind":"k","label":"L \\ \"q\""},{"id":"end","kind":"end","label":"E","args":{"x":"y"}}]},"undo":{"allowed":true},"over":false,"result":null,"events":[]}`},
		{"over", ` { "type" : "state" , "n" : 80 , "decision" : null , "over" : true , "result" : {"winners":[0]} } `},
		{"empty", `{}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var full struct {
				Type     string          `json:"type"`
				N        int             `json:"n"`
				Decision *clientDecision `json:"decision"`
				Over     bool            `json:"over"`
				Code     string          `json:"code"`
			}
			if err := json.Unmarshal([]byte(tt.frame), &full); err != nil {
				t.Fatal(err)
			}
			want := clientFrame{Type: full.Type, N: full.N, Decision: full.Decision, Over: full.Over, Code: api.Code(full.Code)}
			var got clientFrame
			if err := readFrame([]byte(tt.frame), &got); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("readFrame = %+v, want %+v", got, want)
			}
		})
	}
}

// TestReadFrameRefusesBrokenFrames checks that a frame cut short or not an
// object is an error, not a frame read wrong.
func TestReadFrameRefusesBrokenFrames(t *testing.T) {
	for _, frame := range []string{``, `[]`, `{"type":"state"`, `{"type":"st`, `{"view":{"a":[1,2}`, `{"n":}`, `{"n" 1}`, `{"n":1 "over":true}`, `{"decision":{"seat":"x"}}`} {
		var f clientFrame
		if err := readFrame([]byte(frame), &f); err == nil {
			t.Errorf("readFrame(%q) = %+v, want an error", frame, f)
		}
	}
}
