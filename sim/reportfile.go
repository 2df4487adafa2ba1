package sim

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"

	"wasteland/engine/jsontext"
)

// ReportSchema names the format of the --report file (docs/report.md). A
// change that renames, removes or re-means a field gets a new number;
// adding a field does not.
const ReportSchema = "wasteland-sim-report/1"

// ReportFile is a run's report as the --report file holds it: a stable,
// documented schema (docs/report.md) that Compare reads back. Rates are
// parts of a win per seat-game (a shared win split evenly among its
// winners) with their 95% Wilson intervals.
type ReportFile struct {
	Schema  string            `json:"schema"`
	Game    string            `json:"game"`
	Rules   string            `json:"rules"`
	Content string            `json:"content"`
	Players int               `json:"players"`
	Variant string            `json:"variant"`
	Options map[string]string `json:"options"`
	Bots    []string          `json:"bots"`
	Seed    uint64            `json:"seed,string"`
	Games   int               `json:"games"`
	// Seeds is every game's seed (GameSeed), in game order.
	Seeds []string `json:"seeds"`
	// Winners counts the games by their winners.
	Winners WinnerCounts `json:"winners"`
	Moves   Summary      `json:"moves"`
	// Rounds is the games' length in rounds; nil for a game without rounds.
	Rounds *Summary `json:"rounds"`
	// Score is every seat's score in every game; ScoreParts its parts.
	Score      Summary            `json:"score"`
	ScoreParts map[string]Summary `json:"score_parts"`
	Seats      []GroupFile        `json:"seats"`
	ByBot      []GroupFile        `json:"by_bot"`
	// ByTag is the groups of each tag key (Outlive "leader", Fallout
	// "survivor"), by value.
	ByTag map[string][]GroupFile `json:"by_tag"`
	// TurnOrder is the groups by place in the first round's turn order, 0
	// the first player; nil when the game does not tell its first player.
	TurnOrder []GroupFile `json:"turn_order"`
	// FirstPlayer is the first player's advantage: the first place of
	// TurnOrder, else seat 0.
	FirstPlayer Advantage `json:"first_player"`
	// Team is the team's record in a team game; nil otherwise.
	Team   *TeamFile            `json:"team"`
	Ends   []EndFile            `json:"ends"`
	Counts map[string]CountFile `json:"counts"`
	// Tracks is the game's tracks; nil when it has none.
	Tracks *TracksFile `json:"tracks"`
}

// Summary is a number over the games (or seat-games): count, mean,
// sample standard deviation, smallest and largest.
type Summary struct {
	N    int     `json:"n"`
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Min  float64 `json:"min"`
	Max  float64 `json:"max"`
}

// summary is s as a Summary.
func summary(s *Stat) Summary {
	return Summary{N: s.N, Mean: s.Mean(), SD: s.SD(), Min: s.Min(), Max: s.Max()}
}

// WinnerCounts counts the games with one winner, with several (a shared
// win), with none, and those decided: with at least one.
type WinnerCounts struct {
	Single  int `json:"single"`
	Shared  int `json:"shared"`
	None    int `json:"none"`
	Decided int `json:"decided"`
}

// GroupFile is the record of a group of seats: one seat, a bot kind, a tag
// value or a place in the turn order (Name).
type GroupFile struct {
	Name      string `json:"name"`
	SeatGames int    `json:"seat_games"`
	// Wins counts the games won, a shared win in full; Credit splits a
	// shared win evenly among its winners (a team game's win counts whole).
	Wins   int     `json:"wins"`
	Credit float64 `json:"credit"`
	// WinRate is Credit per seat-game; DecidedRate is Credit per seat-game
	// of the games somebody won (DecidedGames), the rate to hold against
	// the fair share 1/players.
	WinRate      Interval           `json:"win_rate"`
	DecidedGames int                `json:"decided_games"`
	DecidedRate  Interval           `json:"decided_rate"`
	Score        Summary            `json:"score"`
	ScoreParts   map[string]Summary `json:"score_parts"`
}

// groupFile is g named name.
func groupFile(name string, g *Group) GroupFile {
	f := GroupFile{Name: name, SeatGames: g.SeatGames, Wins: g.Wins, Credit: g.Credit, WinRate: g.WinRate(),
		DecidedGames: g.Decided, DecidedRate: g.DecidedRate(), Score: summary(&g.Score), ScoreParts: map[string]Summary{}}
	for name, st := range g.Parts {
		f.ScoreParts[name] = summary(st)
	}
	return f
}

// Advantage is how far the first player's DecidedRate is from the fair
// share 1/players: Diff = Rate.Share - Fair, with the interval moved alike.
// Place is "turn order 0" or "seat 0".
type Advantage struct {
	Place string   `json:"place"`
	Fair  float64  `json:"fair"`
	Rate  Interval `json:"rate"`
	Diff  Interval `json:"diff"`
}

// TeamFile is a team game's record: games, wins and the win rate.
type TeamFile struct {
	Games int      `json:"games"`
	Wins  int      `json:"wins"`
	Rate  Interval `json:"rate"`
}

// EndFile counts the games that ended one way, with their share of all
// games and their length in rounds (nil without rounds).
type EndFile struct {
	End    string   `json:"end"`
	Games  int      `json:"games"`
	Share  Interval `json:"share"`
	Rounds *Summary `json:"rounds"`
}

// CountFile is a named number of the games (Counter): per game, and the
// total.
type CountFile struct {
	PerGame Summary `json:"per_game"`
	Total   int     `json:"total"`
}

// TracksFile is the games' tracks (Tracker): the last place and each
// track by name, sorted.
type TracksFile struct {
	Last   int         `json:"last"`
	Tracks []TrackFile `json:"tracks"`
}

// TrackFile is one track over the games. Final is its place at the end;
// Reached counts the games it reached the last place in, Share their
// part of all games, ReachedRound the round it got there; ByRound[r-1]
// is its mean place at the end of round r over all games, a game that
// ended earlier counted at its final place.
type TrackFile struct {
	Name         string    `json:"name"`
	Final        Summary   `json:"final"`
	Reached      int       `json:"reached"`
	Share        Interval  `json:"share"`
	ReachedRound Summary   `json:"reached_round"`
	ByRound      []float64 `json:"by_round"`
}

// File is the report as its --report file holds it; rules and content
// are the versions of the game played.
func (r *Report) File(rules, content string) *ReportFile {
	f := &ReportFile{Schema: ReportSchema, Game: r.Game, Rules: rules, Content: content, Players: r.Players, Variant: r.Variant,
		Options: maps.Clone(r.Options), Bots: r.Bots, Seed: r.Seed, Games: r.Games,
		Winners: WinnerCounts{Single: r.SingleWins, Shared: r.Shared, None: r.NoWinner, Decided: r.Decided},
		Moves:   summary(&r.Moves), Score: summary(&r.Score), ScoreParts: map[string]Summary{},
		ByTag: map[string][]GroupFile{}, Ends: []EndFile{}, Counts: map[string]CountFile{}}
	if f.Options == nil {
		f.Options = map[string]string{}
	}
	for _, g := range r.Played {
		f.Seeds = append(f.Seeds, strconv.FormatUint(g.Seed, 10))
	}
	if r.Rounds.N > 0 {
		s := summary(&r.Rounds)
		f.Rounds = &s
	}
	for name, st := range r.Parts {
		f.ScoreParts[name] = summary(st)
	}
	for s := range r.Seats {
		f.Seats = append(f.Seats, groupFile(strconv.Itoa(s), &r.Seats[s]))
	}
	for _, k := range sortedKeys(r.Kinds) {
		f.ByBot = append(f.ByBot, groupFile(k, r.Kinds[k]))
	}
	for key, vals := range r.Tags {
		for _, v := range sortedKeys(vals) {
			f.ByTag[key] = append(f.ByTag[key], groupFile(v, vals[v]))
		}
	}
	for p := range r.Order {
		f.TurnOrder = append(f.TurnOrder, groupFile(strconv.Itoa(p), &r.Order[p]))
	}
	f.FirstPlayer = r.firstPlayer()
	if r.TeamGames > 0 {
		f.Team = &TeamFile{Games: r.TeamGames, Wins: r.TeamWins, Rate: wilson(float64(r.TeamWins), r.TeamGames)}
	}
	for _, e := range sortedKeys(r.Ends) {
		ef := EndFile{End: e, Games: r.Ends[e], Share: wilson(float64(r.Ends[e]), r.Games)}
		if st := r.EndRounds[e]; st != nil {
			s := summary(st)
			ef.Rounds = &s
		}
		f.Ends = append(f.Ends, ef)
	}
	for name, st := range r.Counts {
		f.Counts[name] = CountFile{PerGame: summary(st), Total: r.CountTotals[name]}
	}
	f.Tracks = r.tracks()
	return f
}

// firstPlayer is the first player's advantage: place 0 of the turn order
// when the games tell it, else seat 0.
func (r *Report) firstPlayer() Advantage {
	a := Advantage{Place: "seat 0", Fair: 1 / float64(r.Players)}
	g := &r.Seats[0]
	if r.Order != nil {
		a.Place, g = "turn order 0", &r.Order[0]
	}
	a.Rate = g.DecidedRate()
	a.Diff = Interval{Share: a.Rate.Share - a.Fair, Low: a.Rate.Low - a.Fair, High: a.Rate.High - a.Fair}
	return a
}

// tracks sums up the games' tracks; nil when no game has any.
func (r *Report) tracks() *TracksFile {
	var tf *TracksFile
	rounds := 0
	names := map[string]bool{}
	for _, g := range r.Played {
		if len(g.Tracks) == 0 {
			continue
		}
		if tf == nil {
			tf = &TracksFile{Last: g.TrackLast}
		}
		rounds = max(rounds, len(g.Tracks))
		for name := range g.Tracks[len(g.Tracks)-1] {
			names[name] = true
		}
	}
	if tf == nil {
		return nil
	}
	for _, name := range slices.Sorted(maps.Keys(names)) {
		t := TrackFile{Name: name, ByRound: make([]float64, rounds)}
		var final, reached Stat
		n := 0
		for _, g := range r.Played {
			if len(g.Tracks) == 0 {
				continue
			}
			n++
			final.Add(float64(g.Tracks[len(g.Tracks)-1][name]))
			for round := range rounds {
				t.ByRound[round] += float64(g.Tracks[min(round, len(g.Tracks)-1)][name])
			}
			for round, places := range g.Tracks {
				if places[name] >= g.TrackLast {
					t.Reached++
					reached.Add(float64(round + 1))
					break
				}
			}
		}
		for round := range t.ByRound {
			t.ByRound[round] /= float64(n)
		}
		t.Final, t.ReachedRound, t.Share = summary(&final), summary(&reached), wilson(float64(t.Reached), n)
		tf.Tracks = append(tf.Tracks, t)
	}
	return tf
}

// WriteJSON writes f as one indented JSON document.
func (f *ReportFile) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(f)
}

// ReadReportFile reads a --report file: JSON of schema ReportSchema. Its
// errors say in words what is wrong.
func ReadReportFile(rd io.Reader) (*ReportFile, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return nil, err
	}
	var f ReportFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("not a sim report: %s", jsontext.Explain(err, data))
	}
	if f.Schema != ReportSchema {
		if f.Schema == "" {
			return nil, errors.New("not a sim report: it names no schema")
		}
		return nil, fmt.Errorf("a report of schema %q, not %q", f.Schema, ReportSchema)
	}
	if f.Games < 1 || len(f.Seats) != f.Players {
		return nil, fmt.Errorf("a report of %d games with %d seats for %d players is incomplete", f.Games, len(f.Seats), f.Players)
	}
	return &f, nil
}
