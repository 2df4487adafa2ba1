package tui

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/internal/toygame"
	"wasteland/narrate"
)

func TestFormatEvent(t *testing.T) {
	type inner struct {
		A int `json:"a"`
	}
	type data struct {
		Zeta  int      `json:"zeta"`
		Alpha string   `json:"alpha"`
		Said  string   `json:"said"`
		List  []int    `json:"list"`
		In    inner    `json:"in"`
		Empty string   `json:"empty"`
		Nil   []string `json:"nil"`
	}
	for _, c := range []struct {
		e    engine.Event
		want string
	}{
		{engine.Event{Type: "bare", To: engine.Public}, "bare"},
		{engine.Event{Type: "x", To: engine.Public, Data: data{Zeta: 1, Alpha: "dam", Said: "two words", List: []int{1, 2}, In: inner{3}}},
			`x zeta=1 alpha=dam said="two words" list=[1,2] in={"a":3} empty="" nil=null`},
		{engine.Event{Type: "secret", To: 2, Data: toygame.DrewCard{Card: 4}}, "[seat 2 only] secret card=4"},
		{engine.Event{Type: "num", To: engine.Public, Data: 7}, "num 7"},
		{engine.Event{Type: "bad", To: engine.Public, Data: func() {}}, "bad (data does not encode: "},
	} {
		if got := FormatEvent(c.e); !strings.HasPrefix(got, c.want) {
			t.Errorf("FormatEvent(%+v) = %q, want %q", c.e, got, c.want)
		}
	}
}

// TestFormatResult checks the end screen's words in every language, with
// the points' plural forms, and the detail shown as data only when asked.
func TestFormatResult(t *testing.T) {
	for _, c := range []struct {
		lang   narrate.Lang
		r      engine.Result
		detail bool
		want   string
	}{
		{"", engine.Result{Scores: []int{3, 9}, Placings: []int{2, 1}, Winners: []engine.Seat{1}}, true,
			"game over\n  seat 0 (human): 3 points, place 2\n  seat 1 (bot:greedy): 9 points, place 1\nwinner: seat 1\n"},
		{"", engine.Result{Scores: []int{5, 5}, Placings: []int{1, 1}, Winners: []engine.Seat{0, 1}, Detail: map[string]int{"x": 1}}, true,
			"game over\n  seat 0 (human): 5 points, place 1\n  seat 1 (bot:greedy): 5 points, place 1\nshared win: seats 0, 1\ndetail: {\n  \"x\": 1\n}\n"},
		{"", engine.Result{Scores: []int{0, 0}, Placings: []int{1, 1}}, true, "nobody won\n"},
		{"", engine.Result{Scores: []int{1, 0}, Placings: []int{1, 2}, Winners: []engine.Seat{0}, Detail: []map[string]int{{"seat": 0, "total": 1}, {"seat": 1, "total": 0}}}, true,
			"winner: seat 0\ndetail:\n  {\"seat\":0,\"total\":1}\n  {\"seat\":1,\"total\":0}\n"},
		{narrate.English, engine.Result{Scores: []int{1, 0}, Placings: []int{1, 2}, Winners: []engine.Seat{0}, Detail: map[string]int{"x": 1}}, false,
			"game over\n  seat 0 (human): 1 point, place 1\n  seat 1 (bot:greedy): 0 points, place 2\nwinner: seat 0\n"},
		{narrate.German, engine.Result{Scores: []int{1, 7}, Placings: []int{2, 1}, Winners: []engine.Seat{1}}, false,
			"Spiel vorbei\n  Platz 0 (human): 1 Punkt, Rang 2\n  Platz 1 (bot:greedy): 7 Punkte, Rang 1\nSieger: Platz 1\n"},
		{narrate.Russian, engine.Result{Scores: []int{2, 5}, Placings: []int{2, 1}, Winners: []engine.Seat{0, 1}}, false,
			"игра окончена\n  место 0 (human): 2 очка, место в итоге: 2\n  место 1 (bot:greedy): 5 очков, место в итоге: 1\nобщая победа: места 0, 1\n"},
	} {
		if got := FormatResult(c.lang, c.r, []string{"human", "bot:greedy"}, c.detail); !strings.HasSuffix(got, c.want) {
			t.Errorf("FormatResult = %q, want %q", got, c.want)
		}
	}
}

func TestJSONRenderer(t *testing.T) {
	if RendererFor("toy", narrate.English) == nil {
		t.Fatal("no renderer")
	}
	if got := (JSONRenderer{}).Render(map[string]int{"a": 1}); got != "{\n  \"a\": 1\n}" {
		t.Errorf("Render = %q", got)
	}
	if got := (JSONRenderer{}).Render(func() {}); !strings.HasPrefix(got, "(view does not encode") {
		t.Errorf("Render = %q", got)
	}
}

// finishedRecord plays a whole toy game, always choosing the first option,
// and returns its record.
func finishedRecord(t *testing.T) []byte {
	t.Helper()
	setup := engine.Setup{Players: 2, Seed: 4}
	st, r, _, err := engine.Start(toygame.Game{}, setup, []string{"human", "bot:greedy"})
	if err != nil {
		t.Fatal(err)
	}
	for !st.Over() {
		d := engine.DecisionOf(st)
		evs, err := engine.Apply(st, d.Seat, d.Options[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Add(d.Seat, d.Options[0].ID, evs); err != nil {
			t.Fatal(err)
		}
	}
	data, err := r.Record(st).Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestReplay(t *testing.T) {
	good := string(finishedRecord(t))
	var out strings.Builder
	if err := Replay([]byte(good), lookupToy, &out); err != nil {
		t.Fatal(err)
	}
	mustContain(t, out.String(), "toy record: rules toy-1, content toy-1, 2 players, seed 4\n", "seats: 0=human 1=bot:greedy\n",
		"event log digest matches\n", "result matches\n", "game over\n")

	rec, _ := engine.DecodeRecord([]byte(good))
	rec.Digest, rec.Result = "", nil
	noChecks, _ := rec.Encode()
	out.Reset()
	if err := Replay([]byte(noChecks), lookupToy, &out); err != nil {
		t.Fatalf("record without digest and result: %v\n%s", err, noChecks)
	}
	mustContain(t, out.String(), "the record has no digest", "the record has no result")

	short, _ := engine.DecodeRecord([]byte(good))
	short.Digest, short.Moves = "", short.Moves[:len(short.Moves)-1]
	unfinished, _ := short.Encode()
	rec.Moves = append(rec.Moves, engine.Move{Seat: 0, Option: "draw"})
	extra, _ := rec.Encode()
	format := fmt.Sprintf(`"format": %d,`, engine.RecordFormat)
	for _, c := range []struct{ name, data, want string }{
		{"corrupt", good[:len(good)/2], "corrupt record: invalid input: record is not a JSON object"},
		{"empty", "", "corrupt record"},
		{"unknown field", strings.Replace(good, format, format+` "extra": 2,`, 1), `unknown field "extra"`},
		{"newer", strings.Replace(good, format, `"format": 9,`, 1), "record format 9 is newer"},
		{"game", strings.Replace(good, `"game": "toy"`, `"game": "chess"`, 1), "unknown game chess"},
		{"rules", strings.Replace(good, `"rules": "toy-1"`, `"rules": "toy-0"`, 1), "the toy record needs rules toy-0 and content toy-1; this build has rules toy-1 and content toy-1"},
		{"move", strings.Replace(good, `"option": "draw"`, `"option": "knock:twice"`, 1),
			`the record and its replay part ways at move 1 (seat 0 chooses knock:twice): "knock:twice" is not one of the turn options; the options there: draw, knock, play:`},
		{"seat", strings.Replace(good, `"seat": 1,`, `"seat": 0,`, 1), `part ways at move 4 (seat 0 chooses draw): seat 1 is to decide there (turn)`},
		{"digest", regexp.MustCompile(`"digest": "[0-9a-f]`).ReplaceAllString(good, `"digest": "x`), "every move of the record is legal, but the replay's events differ"},
		{"result", regexp.MustCompile(`"scores": \[\n   (\d+)`).ReplaceAllString(good, `"scores": [`+"\n   "+`999`), "the result differs at scores[0]: the record says 999, the replay gives "},
		{"result of an unfinished game", string(unfinished), "the record has a result, but after its "},
		{"extra move", string(extra), "(seat 0 chooses draw): the game ended after move "},
	} {
		err := Replay([]byte(c.data), lookupToy, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), `"scores":`) {
			t.Errorf("%s: Replay error %v, want %q", c.name, err, c.want)
		}
	}
}
