package loadtest

import (
	"encoding/json"
	"errors"

	"wasteland/engine"
	"wasteland/server/api"
)

// clientFrame is what a random player reads of a server frame: not the
// view or the events, which it does not need.
type clientFrame struct {
	Type     string
	N        int
	Decision *clientDecision
	Over     bool
	Code     api.Code
}

// clientDecision is what a random player reads of a decision: who decides
// and the ids of the options.
type clientDecision struct {
	Seat    engine.Seat `json:"seat"`
	Options []struct {
		ID string `json:"id"`
	} `json:"options"`
}

// readFrame reads the fields of clientFrame from the encoded frame data.
// It walks the frame's top level and decodes only the values it needs, so
// that the load generator does not spend its CPU decoding views and
// events (which a full json.Unmarshal would, skipped or not).
func readFrame(data []byte, f *clientFrame) error {
	*f = clientFrame{}
	return topLevel(data, func(key string, val []byte) error {
		switch key {
		case "type":
			return json.Unmarshal(val, &f.Type)
		case "n":
			return json.Unmarshal(val, &f.N)
		case "over":
			return json.Unmarshal(val, &f.Over)
		case "code":
			return json.Unmarshal(val, &f.Code)
		case "decision":
			if string(val) == "null" {
				return nil
			}
			f.Decision = &clientDecision{}
			return json.Unmarshal(val, f.Decision)
		}
		return nil
	})
}

var errNotObject = errors.New("loadtest: frame is not a JSON object")

// topLevel calls field with each key of the JSON object data and the bytes
// of its value, in order. Keys with escapes are passed as written. It
// checks the nesting and strings it walks, not the values' syntax: the
// values field decodes are checked by their decoder.
func topLevel(data []byte, field func(key string, val []byte) error) error {
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		return errNotObject
	}
	i = skipSpace(data, i+1)
	if i < len(data) && data[i] == '}' {
		return nil
	}
	for {
		if i >= len(data) || data[i] != '"' {
			return errNotObject
		}
		end, err := skipString(data, i)
		if err != nil {
			return err
		}
		key := string(data[i+1 : end-1])
		i = skipSpace(data, end)
		if i >= len(data) || data[i] != ':' {
			return errNotObject
		}
		start := skipSpace(data, i+1)
		end, err = skipValue(data, start)
		if err != nil {
			return err
		}
		if err := field(key, data[start:end]); err != nil {
			return err
		}
		i = skipSpace(data, end)
		if i >= len(data) {
			return errNotObject
		}
		switch data[i] {
		case ',':
			i = skipSpace(data, i+1)
		case '}':
			return nil
		default:
			return errNotObject
		}
	}
}

// skipSpace returns the index of the first byte at or after i that is
// not JSON white space.
func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the index just past the string that opens at i.
func skipString(data []byte, i int) (int, error) {
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j + 1, nil
		}
	}
	return 0, errNotObject
}

// skipValue returns the index just past the value that starts at i: a
// string, an object or array (to its matching bracket), or a literal.
func skipValue(data []byte, i int) (int, error) {
	if i >= len(data) {
		return 0, errNotObject
	}
	switch data[i] {
	case '"':
		return skipString(data, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(data); j++ {
			switch data[j] {
			case '"':
				end, err := skipString(data, j)
				if err != nil {
					return 0, err
				}
				j = end - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1, nil
				}
			}
		}
		return 0, errNotObject
	}
	j := i
	for j < len(data) && data[j] != ',' && data[j] != '}' && data[j] != ']' && data[j] != ' ' && data[j] != '\n' && data[j] != '\t' && data[j] != '\r' {
		j++
	}
	if j == i {
		return 0, errNotObject
	}
	return j, nil
}
