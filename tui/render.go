package tui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"wasteland/engine"
	"wasteland/narrate"
)

// Renderer turns a game's view (the value of engine.State.View) into text
// for the terminal.
type Renderer interface {
	Render(view any) string
}

// viewOf returns the V a view holds, given as a V or a *V, or nil when it
// holds something else.
func viewOf[V any](view any) *V {
	switch x := view.(type) {
	case *V:
		return x
	case V:
		return &x
	}
	return nil
}

// JSONRenderer shows any view as indented JSON. It is the renderer of games
// without their own.
type JSONRenderer struct{}

// Render encodes view as indented JSON.
func (JSONRenderer) Render(view any) string {
	b, err := json.MarshalIndent(view, "", "  ")
	if err != nil {
		return fmt.Sprintf("(view does not encode: %v)", err)
	}
	return string(b)
}

// RendererFor returns the renderer of the game called name, speaking lang
// ("" English): its own when it has one, else JSONRenderer.
func RendererFor(name string, lang narrate.Lang) Renderer {
	switch name {
	case "fallout":
		return FalloutRenderer{Lang: lang}
	case "outlive":
		return OutliveRenderer{Lang: lang}
	}
	return JSONRenderer{}
}

// FormatEvent writes e on one line: its type, then each field of its data as
// key=value in the data's own field order. Nested values are compact JSON;
// a private event is marked with its seat.
func FormatEvent(e engine.Event) string {
	var b strings.Builder
	if e.To != engine.Public {
		fmt.Fprintf(&b, "[seat %d only] ", e.To)
	}
	b.WriteString(e.Type)
	if e.Data == nil {
		return b.String()
	}
	data, err := json.Marshal(e.Data)
	if err != nil {
		fmt.Fprintf(&b, " (data does not encode: %v)", err)
		return b.String()
	}
	fields, ok := objectFields(data)
	if !ok {
		b.WriteByte(' ')
		b.Write(data)
		return b.String()
	}
	for _, f := range fields {
		fmt.Fprintf(&b, " %s=%s", f[0], f[1])
	}
	return b.String()
}

// objectFields splits a JSON object into its keys and compact values, in
// order; strings lose their quotes when they hold no space.
func objectFields(data []byte) ([][2]string, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, false
	}
	var out [][2]string
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, false
		}
		key, _ := t.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, false
		}
		val := string(raw)
		var s string
		if json.Unmarshal(raw, &s) == nil && s != "" && !strings.ContainsAny(s, " \t\n\"=") {
			val = s
		}
		out = append(out, [2]string{key, val})
	}
	return out, true
}

// FormatResult describes a finished game's outcome in lang ("" is
// English), one line per seat, with who played each seat when seats is
// given; detail adds the result's detail as data, for a game whose events
// do not tell it in words.
func FormatResult(lang narrate.Lang, r engine.Result, seats []string, detail bool) string {
	say := func(key string, data map[string]any) string { return narrate.Say(lang, key, data) + "\n" }
	var b strings.Builder
	b.WriteString(say("term.result.over", nil))
	for i, score := range r.Scores {
		who := ""
		if i < len(seats) {
			who = " (" + seats[i] + ")"
		}
		place := ""
		if i < len(r.Placings) {
			place = narrate.Say(lang, "term.result.place", map[string]any{"n": r.Placings[i]})
		}
		b.WriteString(say("term.result.seat", map[string]any{"seat": i, "who": who, "points": score, "place": place}))
	}
	switch len(r.Winners) {
	case 0:
		b.WriteString(say("term.result.nobody", nil))
	case 1:
		b.WriteString(say("term.result.winner", map[string]any{"seat": int(r.Winners[0])}))
	default:
		ws := make([]string, len(r.Winners))
		for i, w := range r.Winners {
			ws[i] = fmt.Sprint(w)
		}
		b.WriteString(say("term.result.shared", map[string]any{"seats": strings.Join(ws, ", ")}))
	}
	if detail && r.Detail != nil {
		b.WriteString(formatDetail(lang, r.Detail))
	}
	return b.String()
}

// formatDetail shows a score breakdown: a list one compact JSON line per
// element (Outlive's per-seat breakdown), anything else as indented JSON.
func formatDetail(lang narrate.Lang, detail any) string {
	label := narrate.Say(lang, "term.result.detail", nil)
	data, err := json.Marshal(detail)
	if err != nil {
		return fmt.Sprintf("detail does not encode: %v\n", err)
	}
	var list []json.RawMessage
	if json.Unmarshal(data, &list) == nil {
		var b strings.Builder
		b.WriteString(label + "\n")
		for _, item := range list {
			fmt.Fprintf(&b, "  %s\n", item)
		}
		return b.String()
	}
	var out bytes.Buffer
	if err := json.Indent(&out, data, "", "  "); err != nil {
		return fmt.Sprintf("%s %s\n", label, data)
	}
	return label + " " + out.String() + "\n"
}
