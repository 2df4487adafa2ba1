package fallout

import (
	"slices"
	"testing"

	"wasteland/games/fallout/hexmap"
)

// replacementSpacesWalked is replacementSpaces read off the rules alone:
// a walk of the whole map from node from, listing the face-up spaces that
// show type ty's icon and hold no enemy of the type, at the least
// distance, in the order the walk reaches them.
func replacementSpacesWalked(s *State, ty, from int8) []int8 {
	b := s.board()
	taken := map[int8]bool{}
	for _, t := range typeTokens[ty] {
		taken[s.Tokens[t].Node] = true
	}
	free := func(n int8) bool {
		p, i := nodePos(n)
		return s.Map[p].FaceUp && faceIcons[s.faceKey(p)][ty]&(1<<uint(i)) != 0 && !taken[n]
	}
	dist := map[int8]int{from: 0}
	queue := []int8{from}
	var out []int8
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if len(out) > 0 && dist[n] > dist[out[0]] {
			break
		}
		if free(n) {
			out = append(out, n)
		}
		for _, x := range b.Adjacent(n, nil) {
			if _, seen := dist[x]; !seen {
				dist[x] = dist[n] + 1
				queue = append(queue, x)
			}
		}
	}
	return out
}

// TestReplacementSpaces: the spaces offered to a replacement enemy, from
// the survivors' and the enemies' spaces of random games, with and without
// a distance table kept from there, are those a walk of the whole map
// finds nearest, in the order it reaches them; replacementCount, which
// replaceEnemy reads, counts them and names the first in node order.
// rule FO-ENEMY-4, FO-MAP-8
func TestReplacementSpaces(t *testing.T) {
	compared, several, visits := 0, 0, 0
	foRandomStates(3, func(s *State) {
		if visits++; visits%7 != 0 || s.Round == 0 {
			return
		}
		var froms []int8
		for p := range s.P[:s.N] {
			froms = append(froms, s.P[p].Node)
		}
		for _, tk := range s.Tokens {
			froms = append(froms, tk.Node)
		}
		for _, from := range froms {
			if from == Nowhere {
				continue
			}
			for ty := range int8(numEnemyTypes) {
				want := replacementSpacesWalked(s, ty, from)
				for _, kept := range []bool{false, true} {
					md := hexmap.TakeDists()
					md.Take(s.board())
					if kept {
						md.Measure(from)
					}
					md.Release()
					if got := s.replacementSpaces(ty, from, nil); !slices.Equal(got, want) {
						t.Fatalf("type %d from %s (table kept %v): %v, the walk finds %v", ty, s.nodeName(from), kept, got, want)
					}
					// replaceEnemy's count and first space, without the order.
					md = hexmap.TakeDists()
					md.Take(s.board())
					if kept {
						md.Measure(from)
					}
					md.Release()
					if n, first := s.replacementCount(ty, from); n != len(want) || (n > 0 && first != slices.Min(want)) || (n == 0 && first != -1) {
						t.Fatalf("type %d from %s (table kept %v): count %d first %d, the walk finds %v", ty, s.nodeName(from), kept, n, first, want)
					}
					compared++
					if len(want) > 1 {
						several++
					}
				}
			}
		}
	})
	if compared == 0 || several == 0 {
		t.Fatalf("%d replacements compared, %d with several spaces", compared, several)
	}
}

// TestFacedownShowsNoIcon: a face-down tile shows no enemy icon, which
// replacementFree counts on to pass over face-down positions.
// rule FO-SETUP-10, FO-EXPLORE-3
func TestFacedownShowsNoIcon(t *testing.T) {
	if k := hexmap.FaceKey(hexmap.Position{Tile: 3}); k != 0 {
		t.Fatalf("a face-down position's face key is %d", k)
	}
	for ty, m := range faceIcons[0] {
		if m != 0 {
			t.Errorf("type %d: a face-down tile shows icons %b", ty, m)
		}
	}
}
