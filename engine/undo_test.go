package engine

import "testing"

func TestUndoFrom(t *testing.T) {
	plain := []Event{{Type: "moved", To: Public}}
	reveal := []Event{{Type: "drew", To: 1, Reveals: true}}
	tests := []struct {
		name   string
		steps  []UndoStep
		seat   Seat
		from   int
		reason UndoReason
		by     Seat
	}{
		{"nothing played", nil, 0, 0, UndoNoStep, 0},
		{"only others' bots", []UndoStep{{Seat: 1, Bot: true}}, 0, 0, UndoNoStep, 0},
		{"own last step", []UndoStep{{Seat: 0, Events: plain}, {Seat: 0, Events: plain}}, 0, 1, "", 0},
		{"with the bots after it", []UndoStep{{Seat: 0, Events: plain}, {Seat: 1, Bot: true, Events: plain}, {Seat: 2, Bot: true}}, 0, 0, "", 0},
		{"a person acted since", []UndoStep{{Seat: 0}, {Seat: 1, Bot: true}, {Seat: 2}}, 0, 0, UndoOtherActed, 2},
		{"own step revealed", []UndoStep{{Seat: 1}, {Seat: 0, Events: []Event{{Type: "rolled", To: Public, Reveals: true}}}}, 0, 0, UndoRevealed, 0},
		{"a bot's move revealed", []UndoStep{{Seat: 0, Events: plain}, {Seat: 1, Bot: true, Events: reveal}}, 0, 0, UndoRevealed, 1},
		{"an earlier reveal does not count", []UndoStep{{Seat: 0, Events: reveal}, {Seat: 0, Events: plain}}, 0, 1, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from, r := UndoFrom(tt.steps, tt.seat)
			if tt.reason == "" {
				if r != nil || from != tt.from {
					t.Fatalf("UndoFrom = %d, %v; want %d, allowed", from, r, tt.from)
				}
				return
			}
			if r == nil || r.Reason != tt.reason || r.Seat != tt.by {
				t.Fatalf("UndoFrom = %d, %+v; want refused for %s by seat %d", from, r, tt.reason, tt.by)
			}
			if r.Error() == "" {
				t.Error("a refusal without a message")
			}
		})
	}
}
