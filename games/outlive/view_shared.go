package outlive

import (
	"strconv"

	"wasteland/engine"
	"wasteland/engine/jsonw"
)

// spectatorSeat is how a spectator's view begins: what the shared part of
// the views (AppendView) follows.
const spectatorSeat = `{"seat":-1`

// AppendView appends the encoding of seat's view (engine.ViewAppender).
// Once the leaders and the advanced rooms lie face up, every seat sees
// the same bunkers, so a view differs from the spectator's only in its
// seat and its private part: the spectator's view is encoded once into
// common and copied between those two. Before that, each view is built
// and encoded on its own.
func (s *State) AppendView(b []byte, seat engine.Seat, common *[]byte) (_ []byte, err error) {
	defer jsonw.Catch(&err)
	if !s.leadersPublic() || !s.roomsPublic() {
		return appendJSONView(b, s.View(seat).(*View)), nil
	}
	if len(*common) == 0 {
		*common = s.appendSpectatorView((*common)[:0])
	}
	shared := (*common)[len(spectatorSeat) : len(*common)-1]
	b = append(b, `{"seat":`...)
	b = strconv.AppendInt(b, int64(seat), 10)
	b = append(b, shared...)
	if seat >= 0 && int(seat) < int(s.N) {
		b = append(b, `,"private":`...)
		b = appendJSONPrivateView(b, s.privateView(int(seat)))
	}
	return append(b, '}'), nil
}
