package hexmap

import "unsafe"

// mapBytes is the size of a map, [MaxPositions]Position: 63 bytes, which
// SameMap reads as eight words, the last overlapping the seventh. A
// Position is three bytes without padding, so two maps are equal exactly
// when their bytes are.
const mapBytes = unsafe.Sizeof([MaxPositions]Position{})

var (
	_ [unsafe.Sizeof(Position{}) - 3]struct{} // a Position is three bytes
	_ [3 - unsafe.Sizeof(Position{})]struct{}
	_ [mapBytes - 57]struct{} // the eight words cover the map and stay in it
	_ [64 - mapBytes]struct{}
)

// SameMap reports whether maps a and b are alike, *a == *b. Go compares
// the two arrays with a call to the runtime, which takes their 63 bytes a
// word at a time in a loop (about 90 instructions); SameMap reads the
// eight words of each and compares them at once.
func SameMap(a, b *[MaxPositions]Position) bool {
	x, y := unsafe.Pointer(a), unsafe.Pointer(b)
	return (word(x, 0)^word(y, 0))|(word(x, 8)^word(y, 8))|(word(x, 16)^word(y, 16))|(word(x, 24)^word(y, 24))|
		(word(x, 32)^word(y, 32))|(word(x, 40)^word(y, 40))|(word(x, 48)^word(y, 48))|(word(x, mapBytes-8)^word(y, mapBytes-8)) == 0
}

// word reads the eight bytes at offset off of p.
func word(p unsafe.Pointer, off uintptr) uint64 { return *(*uint64)(unsafe.Add(p, off)) }
