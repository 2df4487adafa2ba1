package enginetest

import (
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
)

// SampleEvents plays one random game of g for each setup (choices drawn
// from the setup's seed, as Playout draws them) and returns, for every
// event type emitted, the Data of its first occurrence. It fails t when a
// type is emitted with data of two different Go types: a type names one
// shape of data.
func SampleEvents(t *testing.T, g engine.Game, setups []engine.Setup) map[string]any {
	t.Helper()
	samples := map[string]any{}
	randomEvents(t, g, setups, 0xabcdef, func(_ engine.Setup, _ int, e engine.Event) {
		prev, seen := samples[e.Type]
		if !seen {
			samples[e.Type] = e.Data
			return
		}
		if reflect.TypeOf(prev) != reflect.TypeOf(e.Data) {
			t.Fatalf("event %q carries data of two types: %T and %T", e.Type, prev, e.Data)
		}
	})
	return samples
}

// randomEvents plays one random game of g for each setup, its choices
// drawn from the setup's seed xor salt, and calls visit with every event
// emitted and the number of the move that emitted it (0: the setup).
func randomEvents(t *testing.T, g engine.Game, setups []engine.Setup, salt uint64, visit func(setup engine.Setup, move int, e engine.Event)) {
	t.Helper()
	for _, setup := range setups {
		var rec engine.Recorder
		st, err := g.New(setup, &rec)
		if err != nil {
			t.Fatalf("new %+v: %v", setup, err)
		}
		chooser := engine.NewRNG(setup.Seed ^ salt)
		var buf []engine.Action
		for move := 0; ; move++ {
			for _, e := range rec.Events {
				visit(setup, move, e)
			}
			if st.Over() {
				break
			}
			if buf, err = legalAt(st, move, 100_000, buf); err != nil {
				t.Fatalf("%+v: %v", setup, err)
			}
			rec.Events = rec.Events[:0]
			st.ApplyUnchecked(buf[chooser.IntN(len(buf))], &rec)
		}
	}
}

// EventFieldsDocumented checks that the section of the markdown file doc
// whose level-one heading is "# "+section documents the fields of every
// event type in samples (type → an example of its Data, as SampleEvents
// returns) exactly: each JSON field of the data is a row of the field
// table under the type's heading, and each row names a field that exists.
// A heading documents a type when its first word, without backticks, is
// the type; the rows are those of the tables up to the next heading, whose
// first cell lists one or more field names separated by commas. A row
// `a[]` or `a.b` documents field a; what follows "[]" or "." describes
// its parts and is not checked.
func EventFieldsDocumented(t *testing.T, doc, section string, samples map[string]any) {
	t.Helper()
	b, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	documented, headed := docFields(string(b), section, samples)
	types := make([]string, 0, len(samples))
	for typ := range samples {
		types = append(types, typ)
	}
	slices.Sort(types)
	for _, typ := range types {
		if !headed[typ] {
			t.Errorf("event %q has no heading in section %q of %s", typ, section, doc)
			continue
		}
		have := jsonFields(reflect.TypeOf(samples[typ]))
		for _, f := range have {
			if !documented[typ][f] {
				t.Errorf("event %q: field %q is not in its table in %s", typ, f, doc)
			}
		}
		for f := range documented[typ] {
			if !slices.Contains(have, f) {
				t.Errorf("event %q: %s documents field %q, which the event does not have", typ, doc, f)
			}
		}
	}
}

var (
	eventWord = regexp.MustCompile(`^[a-z]+(?:-[a-z]+)*`)
	fieldName = regexp.MustCompile(`^[a-z_][a-z0-9_]*`)
)

// docFields reads the field tables of the event headings of section: the
// fields documented per type, and which types have a heading at all.
func docFields(doc, section string, samples map[string]any) (map[string]map[string]bool, map[string]bool) {
	fields := map[string]map[string]bool{}
	headed := map[string]bool{}
	in := false
	current := ""
	for _, line := range strings.Split(doc, "\n") {
		if strings.HasPrefix(line, "# ") {
			in, current = line == "# "+section, ""
			continue
		}
		if !in {
			continue
		}
		if strings.HasPrefix(line, "#") {
			word := eventWord.FindString(strings.TrimLeft(strings.TrimLeft(line, "#"), " `"))
			current = ""
			if _, ok := samples[word]; ok {
				current = word
				headed[word] = true
				if fields[word] == nil {
					fields[word] = map[string]bool{}
				}
			}
			continue
		}
		if current == "" || !strings.HasPrefix(line, "|") {
			continue
		}
		cells := strings.Split(line, "|")
		if len(cells) < 3 {
			continue
		}
		first := strings.TrimSpace(cells[1])
		if first == "field" || strings.Trim(first, "-: ") == "" {
			continue
		}
		for _, name := range strings.Split(first, ",") {
			name = strings.Trim(strings.TrimSpace(name), "`")
			if f := fieldName.FindString(name); f != "" {
				fields[current][f] = true
			}
		}
	}
	return fields, headed
}

// jsonFields lists the JSON object keys that a value of type t encodes
// to: exported fields by their json tag names, embedded structs flattened,
// fields tagged "-" left out. A type that is not a struct has none.
func jsonFields(t reflect.Type) []string {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return nil
	}
	var out []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" && tag == "-" {
			continue
		}
		if f.Anonymous && name == "" {
			out = append(out, jsonFields(f.Type)...)
			continue
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, name)
	}
	return out
}

// eventTypeWord matches the shape of an event type: lower-case words
// joined by hyphens ("radiation", "mods-reshuffled", "xp-gained").
var eventTypeWord = regexp.MustCompile(`^[a-z]+(?:-[a-z0-9]+)*$`)

// DocumentedEventTypes returns the event types that the markdown file doc
// documents in the section whose level-one heading is "# "+section: the
// first word of every heading below it, without backticks, that has the
// shape of an event type ("### radiation", "#### `mods-reshuffled`"),
// each once, in order. It fails t when the file cannot be read or the
// section documents no type.
func DocumentedEventTypes(t *testing.T, doc, section string) []string {
	t.Helper()
	b, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	in := false
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "# ") {
			in = line == "# "+section
			continue
		}
		if !in || !strings.HasPrefix(line, "#") {
			continue
		}
		first, _, _ := strings.Cut(strings.TrimSpace(strings.TrimLeft(line, "#")), " ")
		if w := strings.Trim(first, "`,"); eventTypeWord.MatchString(w) && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s documents no event type in section %q", doc, section)
	}
	return out
}
