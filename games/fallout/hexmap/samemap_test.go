package hexmap

import "testing"

// SameMap agrees with ==: on a map and its copy, and on the copy with any
// one field of any one position changed, to every value it may take.
func TestSameMapIsEqual(t *testing.T) {
	var a [MaxPositions]Position
	for p := range a {
		a[p] = Position{Tile: int8(p), FaceUp: p%2 == 0, Reverse: p%3 == 0}
	}
	if b := a; !SameMap(&a, &b) {
		t.Fatal("a map differs from its copy")
	}
	for p := range a {
		for _, change := range []func(*Position){
			func(x *Position) { x.Tile = -1 },
			func(x *Position) { x.Tile += MaxPositions },
			func(x *Position) { x.FaceUp = !x.FaceUp },
			func(x *Position) { x.Reverse = !x.Reverse },
		} {
			b := a
			change(&b[p])
			if got, want := SameMap(&a, &b), a == b; got != want || SameMap(&b, &a) != want {
				t.Errorf("position %d changed to %+v: SameMap %v, == %v", p, b[p], got, want)
			}
		}
	}
}
