package main

import (
	"bytes"
	"encoding/json"
)

// mirror is one generated file: its name under web/static/js/games and its
// bytes.
type mirror struct {
	file string
	body []byte
}

// mirrors returns every game's mirror, in a fixed order.
func mirrors() ([]mirror, error) {
	var out []mirror
	for _, g := range []struct {
		file  string
		build func() (any, []string)
	}{
		{"fallout-content.js", falloutMirror},
		{"outlive-content.js", outliveMirror},
	} {
		v, comment := g.build()
		body, err := jsModule(v, comment)
		if err != nil {
			return nil, err
		}
		out = append(out, mirror{g.file, body})
	}
	return out, nil
}

// jsModule is an ES module whose default export is v as indented JSON,
// under a comment of the given lines.
func jsModule(v any, comment []string) ([]byte, error) {
	body, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	for _, line := range comment {
		b.WriteString("// " + line + "\n")
	}
	b.WriteString("export default ")
	b.Write(body)
	b.WriteString(";\n")
	return b.Bytes(), nil
}
