package jsonlint

import (
	"fmt"
	"sort"
	"strings"
)

// Problem is one mistake in the content: the file, the line and what is
// wrong. Line is 0 when the problem concerns a whole file or the content as
// a whole.
type Problem struct {
	File    string // data file name; "(content)" for the content as a whole
	Line    int    // 1-based line in File
	Message string // what is wrong
}

// String formats the problem as "file:line: message".
func (p Problem) String() string {
	return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Message)
}

// Sort orders problems by file, then line, then message.
func Sort(ps []Problem) {
	sort.SliceStable(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Message < b.Message
	})
}

// Error is the error of a loader that refuses content with problems.
type Error struct {
	Problems []Problem // every problem, sorted by file and line
}

// Error lists the problems, one a line.
func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d content problem(s):", len(e.Problems))
	for _, p := range e.Problems {
		b.WriteString("\n")
		b.WriteString(p.String())
	}
	return b.String()
}
