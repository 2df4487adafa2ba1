package outlive

import (
	"bytes"
	"errors"
	"reflect"
	"testing"
	"testing/fstest"
)

// FuzzOutliveContentLint feeds arbitrary bytes to the content decoder and
// linter: they never panic, the loader and the linter agree, every problem
// has a place in the file, and the shipped content is accepted.
func FuzzOutliveContentLint(f *testing.F) {
	f.Add(contentJSON)
	for _, tc := range brokenContent {
		data := contentJSON
		for _, e := range tc.edits {
			data = bytes.Replace(data, []byte(e.old), []byte(e.new), 1)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"version": "1", "locations": [{"id": "military-base", "stock": "ammo", "refill": [1]}], "search": {"tiles": [{"kind": "ammo", "count": 2147483647}]}}`))
	f.Add([]byte(`{"rooms": [{"id": "x", "copies": 2000000000, "slots": 3}], "equipment": [{"id": "y", "copies": -1, "repair": {"wood": 99999}}]}`))
	f.Add([]byte(`[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[`))
	f.Add([]byte(`{"events": [{"effect": "remove-stock", "target": "mine"}], "leaders": [{"search_start": null}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := LoadContent(data)
		problems := LintContent(fstest.MapFS{ContentFile: {Data: data}})
		if (err == nil) != (len(problems) == 0) || (err == nil && c == nil) {
			t.Fatalf("LoadContent and LintContent disagree: %v, %d problems", err, len(problems))
		}
		var le *LintError
		if err != nil && (!errors.As(err, &le) || !reflect.DeepEqual(le.Problems, problems)) {
			t.Fatalf("LoadContent's error %v is not the linter's problems", err)
		}
		for _, p := range problems {
			if p.File != ContentFile || p.Line < 1 || p.Message == "" {
				t.Fatalf("problem without a place or a message: %+v", p)
			}
		}
		if bytes.Equal(data, contentJSON) && len(problems) > 0 {
			t.Fatalf("the shipped content is refused: %v", problems)
		}
	})
}
