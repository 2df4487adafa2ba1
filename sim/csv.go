package sim

import (
	"encoding/csv"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// WriteCSV writes one row per game, in game order, under a header row
// (docs/report.md): game, seed, moves, rounds, end, winners (seats
// separated by spaces), first_player (-1 when unknown); then for each
// seat S: seatS_bot, seatS_score, seatS_won (1 or 0), seatS_TAG for each
// tag key, seatS_PART for each score part; then each count by name; then
// for each track: track_NAME (its final place) and track_NAME_last_round
// (the round it reached its last place, empty when it did not). Names are
// lowercased with spaces as underscores; the columns are those of every
// game's names, sorted.
func (r *Report) WriteCSV(w io.Writer) error {
	tagKeys, parts, counts, tracks := map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, g := range r.Played {
		for s := range g.Tags {
			for k := range g.Tags[s] {
				tagKeys[k] = true
			}
		}
		for s := range g.Parts {
			for k := range g.Parts[s] {
				parts[k] = true
			}
		}
		for k := range g.Counts {
			counts[k] = true
		}
		if n := len(g.Tracks); n > 0 {
			for k := range g.Tracks[n-1] {
				tracks[k] = true
			}
		}
	}
	keys := func(m map[string]bool) []string { return slices.Sorted(maps.Keys(m)) }
	head := []string{"game", "seed", "moves", "rounds", "end", "winners", "first_player"}
	for s := range r.Players {
		p := "seat" + strconv.Itoa(s) + "_"
		head = append(head, p+"bot", p+"score", p+"won")
		for _, k := range keys(tagKeys) {
			head = append(head, p+column(k))
		}
		for _, k := range keys(parts) {
			head = append(head, p+column(k))
		}
	}
	for _, k := range keys(counts) {
		head = append(head, column(k))
	}
	for _, k := range keys(tracks) {
		head = append(head, "track_"+column(k), "track_"+column(k)+"_last_round")
	}
	cw := csv.NewWriter(w)
	if err := cw.Write(head); err != nil {
		return err
	}
	for i, g := range r.Played {
		won := make([]bool, r.Players)
		var winners []string
		for _, s := range g.Result.Winners {
			if int(s) >= 0 && int(s) < r.Players {
				won[s] = true
			}
			winners = append(winners, strconv.Itoa(int(s)))
		}
		first := -1
		if g.HasFirst {
			first = int(g.First)
		}
		row := []string{strconv.Itoa(i), strconv.FormatUint(g.Seed, 10), strconv.Itoa(g.Moves), optInt(g.Rounds, g.HasRounds),
			g.End, strings.Join(winners, " "), strconv.Itoa(first)}
		for s := range r.Players {
			score := 0
			if s < len(g.Result.Scores) {
				score = g.Result.Scores[s]
			}
			row = append(row, r.Bots[s], strconv.Itoa(score), optInt(boolInt(won[s]), true))
			for _, k := range keys(tagKeys) {
				v := ""
				if s < len(g.Tags) {
					v = g.Tags[s][k]
				}
				row = append(row, v)
			}
			for _, k := range keys(parts) {
				v, ok := 0, false
				if s < len(g.Parts) {
					v, ok = g.Parts[s][k]
				}
				row = append(row, optInt(v, ok))
			}
		}
		for _, k := range keys(counts) {
			v, ok := g.Counts[k]
			row = append(row, optInt(v, ok))
		}
		for _, k := range keys(tracks) {
			final, reached := "", ""
			if n := len(g.Tracks); n > 0 {
				final = strconv.Itoa(g.Tracks[n-1][k])
				for round, places := range g.Tracks {
					if places[k] >= g.TrackLast {
						reached = strconv.Itoa(round + 1)
						break
					}
				}
			}
			row = append(row, final, reached)
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// column is a name as a CSV column name: lowercase, spaces as underscores.
func column(name string) string { return strings.ReplaceAll(strings.ToLower(name), " ", "_") }

// optInt writes n, or nothing when it is not known.
func optInt(n int, known bool) string {
	if !known {
		return ""
	}
	return strconv.Itoa(n)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
