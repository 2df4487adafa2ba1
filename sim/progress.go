package sim

import (
	"fmt"
	"io"
	"strings"
)

// progress draws a one-line bar that it redraws whenever the whole percent
// changes.
type progress struct {
	w     io.Writer
	total int
	last  int
	drawn bool
}

const barWidth = 30

func newProgress(w io.Writer, total int) *progress { return &progress{w: w, total: total, last: -1} }

func (p *progress) set(done int) {
	if p.w == nil || p.total == 0 {
		return
	}
	percent := done * 100 / p.total
	if percent == p.last {
		return
	}
	p.last = percent
	fill := done * barWidth / p.total
	fmt.Fprintf(p.w, "\r[%s%s] %3d%% %d/%d games", strings.Repeat("#", fill), strings.Repeat(".", barWidth-fill), percent, done, p.total)
	p.drawn = true
}

func (p *progress) finish() {
	if p.w != nil && p.drawn {
		fmt.Fprintln(p.w)
		p.drawn = false
	}
}
