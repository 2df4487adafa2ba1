package content

import (
	"sort"
	"testing"
	"testing/fstest"
)

// FuzzLoad feeds arbitrary bytes to the loader, alone or in place of one data
// file of the default content: it must never panic, and whatever it refuses it refuses
// with problems that name a file.
func FuzzLoad(f *testing.F) {
	base := contentFiles(f)
	var names []string
	for n := range base {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, n := range names {
		if len(base[n].Data) < 4000 { // small seeds keep the fuzzer fast
			f.Add(base[n].Data, uint8(i))
		}
	}
	f.Add([]byte(`{"about": "x", "designed": "y", "tiles": [{"id": "t01", "back": "double", "front": {"spaces": []}}]}`), uint8(255))
	f.Add([]byte(`[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[`), uint8(3))
	f.Add([]byte(`{"dice": {"faces": [{"areas": ["head"], "hits": -5}], "distribution": {"dice": 40, "at_least": ["1"]}}}`), uint8(1))
	f.Fuzz(func(t *testing.T, data []byte, which uint8) {
		// which < len(names): the bytes replace that file of the default
		// content; otherwise they are the only file.
		m := fstest.MapFS{"fuzz.json": {Data: data}}
		if int(which) < len(names) {
			m = fstest.MapFS{}
			for n, mf := range base {
				m[n] = mf
			}
			m[names[which]] = &fstest.MapFile{Data: data}
		}
		c, err := Load(m)
		ps := Lint(m)
		if (err == nil) != (len(ps) == 0) || (err == nil && c == nil) {
			t.Fatalf("Load and Lint disagree: %v, %d problems", err, len(ps))
		}
		for _, p := range ps {
			if p.File == "" || p.Line < 0 {
				t.Fatalf("problem without a place: %+v", p)
			}
		}
	})
}
