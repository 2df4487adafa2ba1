package engine

import (
	"strconv"

	"wasteland/engine/jsonw"
)

// AppendJSON appends d encoded as encoding/json encodes it
// (jsonw.Appender): a server encodes a decision event after every move.
func (d DecisionMade) AppendJSON(b []byte) ([]byte, error) {
	b = append(b, `{"seat":`...)
	b = strconv.AppendInt(b, int64(d.Seat), 10)
	b = append(b, `,"prompt":`...)
	b = jsonw.String(b, d.Prompt)
	b = append(b, `,"offered":`...)
	if d.Offered == nil {
		b = jsonw.Null(b)
	} else {
		b = append(b, '[')
		for i, id := range d.Offered {
			if i > 0 {
				b = append(b, ',')
			}
			b = jsonw.String(b, id)
		}
		b = append(b, ']')
	}
	b = append(b, `,"chosen":`...)
	b = jsonw.String(b, d.Chosen)
	return append(b, '}'), nil
}
