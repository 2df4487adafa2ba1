package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"wasteland/narrate"
)

// goInternals are texts of Go's own errors that messages for people must
// not show.
var goInternals = regexp.MustCompile(`Go struct field|invalid character|in literal|(^|[ :])json: |strconv\.|parse error|\*[a-z]+\.[A-Z]|flag provided but not defined|^flag `)

// Each mistake at the command line is one line that names it (after
// "wasteland: "), then the hint; usage errors exit with status 2, other
// failures with 1; no message shows Go's internals.
func TestCommandLineErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	oldLog := write("old.jsonl", "{}\n")
	oldRecords := filepath.Dir(write("recs/game-000000.json", "{}"))
	notJSON := write("notjson.json", `{"format": 2, "game": nol}`)
	wrongType := write("wrongtype.json", `{"format": 2, "game": "toy", "setup": {"players": "two"}}`)
	for _, c := range []struct {
		args []string
		code int
		msg  string // the first line of stderr, after "wasteland: "
	}{
		{[]string{"play", "outlive", "--players", "x"}, 2, `play: --players wants a whole number, not "x"`},
		{[]string{"sim", "outlive", "-n", "many"}, 2, `sim: -n wants a whole number, not "many"`},
		{[]string{"sim", "outlive", "--workers", "2.5"}, 2, `sim: --workers wants a whole number, not "2.5"`},
		{[]string{"play", "fallout", "--players", "0"}, 2, `fallout is for 1 to 4 players, not 0`},
		{[]string{"sim", "outlive", "--players", "0"}, 2, `outlive is for 2 to 4 players, not 0`},
		{[]string{"play", "outlive", "--seed", "abc"}, 2, `play: --seed wants a whole number from 0 to 18446744073709551615, not "abc"`},
		{[]string{"sim", "outlive", "--seed", "-1"}, 2, `sim: --seed wants a whole number from 0 to 18446744073709551615, not "-1"`},
		{[]string{"play", "outlive", "--plain=perhaps"}, 2, `play: --plain wants true or false, not "perhaps"`},
		{[]string{"play", "outlive", "--colour"}, 2, `play: there is no flag --colour (flags: --lang, --plain, --players, --scenario, --seats, --seed, --variant)`},
		{[]string{"play", "outlive", "--seats"}, 2, `play: --seats needs a value`},
		{[]string{"serve", "--db", "mysql://u:pw@db/wasteland"}, 2, `--db mysql://u:pw@db/wasteland: this build stores games in SQLite (a file path) or PostgreSQL (postgres://...), not mysql`},
		{[]string{"serve", "--bot-delay", "soon"}, 2, `serve: --bot-delay wants a duration such as 700ms, 2s or 1m30s, not "soon"`},
		{[]string{"serve", "--sqlite-sync", "often"}, 2, `--sqlite-sync: sqlite sync must be full or normal, not "often"`},
		{[]string{"content", "lint", "outlive", filepath.Join(dir, "nowhere")}, 2, `content lint: there is no directory ` + filepath.Join(dir, "nowhere")},
		{[]string{"replay", filepath.Join(dir, "nowhere.json")}, 2, `replay: there is no file ` + filepath.Join(dir, "nowhere.json")},
		{[]string{"verify", filepath.Join(dir, "nowhere.json")}, 2, `verify: there is no file ` + filepath.Join(dir, "nowhere.json")},
		{[]string{"replay", notJSON}, 1, notJSON + `: corrupt record: invalid input: record is not a JSON object: not valid JSON at line 1, column 24: unexpected 'o' in a word: JSON's words are true, false and null`},
		{[]string{"replay", wrongType}, 1, wrongType + `: corrupt record: invalid input: record: setup.players: a string where a whole number should be`},
		{[]string{"sim", "--compare", notJSON}, 2, `sim --compare needs two report files (A.json B.json, written by sim --report), got 1 arguments`},
		{[]string{"sim", "--compare", filepath.Join(dir, "nowhere.json"), notJSON}, 2, `sim --compare: there is no file ` + filepath.Join(dir, "nowhere.json")},
		{[]string{"sim", "--compare", notJSON, notJSON}, 2, `sim --compare: ` + notJSON + `: not a sim report: not valid JSON at line 1, column 24: unexpected 'o' in a word: JSON's words are true, false and null`},
		{[]string{"sim", "--compare", wrongType, wrongType}, 2, `sim --compare: ` + wrongType + `: not a sim report: it names no schema`},
		{[]string{"sim", "toy", "-n", "1", "--report", oldLog}, 2, `--report ` + oldLog + `: the file exists (from an earlier run?); give --force to overwrite it`},
		{[]string{"sim", "toy", "-n", "1", "--log", oldLog}, 2, `--log ` + oldLog + `: the file exists (from an earlier run?); give --force to overwrite it`},
		{[]string{"sim", "toy", "-n", "1", "--records", oldRecords}, 2, `--records ` + oldRecords + `: the directory holds 1 records of an earlier run; give --force to replace them`},
	} {
		var stdout, stderr strings.Builder
		err := toyApp().run(context.Background(), c.args, strings.NewReader(""), &stdout, &stderr)
		code := exitCode(err, narrate.English, &stderr)
		lines := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
		if code != c.code || lines[0] != "wasteland: "+c.msg {
			t.Errorf("%q: exit %d, stderr:\n%s\nwant exit %d and wasteland: %s", c.args, code, stderr.String(), c.code, c.msg)
		}
		if want := map[int]int{1: 1, 2: 2}[c.code]; len(lines) != want {
			t.Errorf("%q: %d lines on stderr, want %d:\n%s", c.args, len(lines), want, stderr.String())
		}
		if goInternals.MatchString(stderr.String()) {
			t.Errorf("%q: Go's internals in %q", c.args, stderr.String())
		}
	}
}

// --force lets sim write over an earlier run's log and records; the old
// records go.
func TestForceOverwrites(t *testing.T) {
	dir := t.TempDir()
	log, recs := filepath.Join(dir, "events.jsonl"), filepath.Join(dir, "recs")
	run := func(args ...string) error {
		return toyApp().run(context.Background(), args, strings.NewReader(""), new(strings.Builder), new(strings.Builder))
	}
	if err := run("sim", "toy", "-n", "3", "--log", log, "--records", recs); err != nil {
		t.Fatal(err)
	}
	if err := run("sim", "toy", "-n", "1", "--log", log, "--records", recs); exitCode(err, narrate.English, new(strings.Builder)) != 2 {
		t.Fatalf("a second run without --force: %v", err)
	}
	if err := run("sim", "toy", "-n", "1", "--log", log, "--records", recs, "--force"); err != nil {
		t.Fatal(err)
	}
	if old, _ := filepath.Glob(filepath.Join(recs, "game-*.json")); len(old) != 1 {
		t.Errorf("after --force with 1 game, %d records: %v", len(old), old)
	}
}

func TestVersion(t *testing.T) {
	for _, arg := range []string{"version", "--version", "-version"} {
		var out strings.Builder
		if err := toyApp().run(context.Background(), []string{arg}, nil, &out, new(strings.Builder)); err != nil {
			t.Fatal(err)
		}
		if !regexp.MustCompile(`^wasteland .+\nfallout: rules fallout-\S+, content fallout-content-[0-9a-f]{12}\noutlive: rules outlive-\S+, content outlive-content-[0-9a-f]{12}\ntoy: rules toy-1, content toy-1\n$`).MatchString(out.String()) {
			t.Errorf("%s:\n%s", arg, out.String())
		}
	}
}

// sim writes its report file, CSV and pictures, and --compare reads two
// report files back: the same run twice differs in nothing.
func TestSimReportCSVPlotsCompare(t *testing.T) {
	dir := t.TempDir()
	run := func(args ...string) string {
		t.Helper()
		var out strings.Builder
		if err := toyApp().run(context.Background(), args, strings.NewReader(""), &out, new(strings.Builder)); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	a, b, csvFile, plots := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json"), filepath.Join(dir, "games.csv"), filepath.Join(dir, "plots")
	run("sim", "toy", "-n", "20", "--players", "3", "--report", a, "--csv", csvFile, "--plots", plots)
	run("sim", "toy", "-n", "20", "--players", "3", "--report", b)
	data, err := os.ReadFile(csvFile)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\n"); n != 21 {
		t.Errorf("the CSV has %d lines for 20 games", n)
	}
	for _, name := range []string{"scores.png", "wins-by-seat.png", "length.png"} {
		if _, err := os.Stat(filepath.Join(plots, name)); err != nil {
			t.Error(err)
		}
	}
	out := run("sim", "--compare", a, b)
	if !strings.Contains(out, "\n0 of ") || !strings.Contains(out, "seat 0 win rate (decided games)") {
		t.Errorf("comparing a run with itself:\n%s", out)
	}
}
