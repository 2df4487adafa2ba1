package loadtest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// serverStats are the target's own counters, read from its /metrics.
type serverStats struct {
	cpu     float64 // process_cpu_seconds_total
	rss     float64 // process_resident_memory_bytes
	commits float64 // wasteland_commit_batch_moves_count
	written float64 // wasteland_commit_batch_moves_sum
	ok      bool
}

// scrape reads the target's metrics; ok is false when it has none.
func scrape(ctx context.Context, hc *http.Client, base string) serverStats {
	req, err := http.NewRequestWithContext(ctx, "GET", base+"/metrics", nil)
	if err != nil {
		return serverStats{}
	}
	res, err := hc.Do(req)
	if err != nil {
		return serverStats{}
	}
	defer res.Body.Close()
	if res.StatusCode != 200 {
		return serverStats{}
	}
	var st serverStats
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		name, val, ok := strings.Cut(sc.Text(), " ")
		if !ok || strings.HasPrefix(name, "#") {
			continue
		}
		v, err := strconv.ParseFloat(val, 64)
		if err != nil {
			continue
		}
		switch name {
		case "process_cpu_seconds_total":
			st.cpu, st.ok = v, true
		case "process_resident_memory_bytes":
			st.rss = v
		case "wasteland_commit_batch_moves_count":
			st.commits = v
		case "wasteland_commit_batch_moves_sum":
			st.written = v
		}
	}
	return st
}

// Flood kinds: connections from FloodFrom that a server must cut off.
const (
	// FloodSlow sends a request whose body never ends.
	FloodSlow = "slow"
	// FloodIdle opens connections and sends nothing.
	FloodIdle = "idle"
)

// flood holds Config.Flood connections of Config.FloodKind from
// Config.FloodFrom open as long as the server lets it, reopening those the
// server closes, until ctx ends. It counts the connections the server cut
// off.
type flood struct {
	opened, cut atomic.Int64
	wg          sync.WaitGroup
}

func startFlood(ctx context.Context, cfg Config, addr string) (*flood, error) {
	if cfg.FloodKind != FloodSlow && cfg.FloodKind != FloodIdle {
		return nil, fmt.Errorf("loadtest: flood kind must be %s or %s", FloodSlow, FloodIdle)
	}
	local, err := net.ResolveTCPAddr("tcp", net.JoinHostPort(cfg.FloodFrom, "0"))
	if err != nil {
		return nil, fmt.Errorf("loadtest: flood address: %w", err)
	}
	f := &flood{}
	d := net.Dialer{LocalAddr: local, Timeout: 5 * time.Second}
	for range cfg.Flood {
		f.wg.Add(1)
		go func() {
			defer f.wg.Done()
			for ctx.Err() == nil {
				c, err := d.DialContext(ctx, "tcp", addr)
				if err != nil {
					if !sleep(ctx, 50*time.Millisecond) {
						return
					}
					continue
				}
				f.opened.Add(1)
				if cfg.FloodKind == FloodSlow {
					fmt.Fprintf(c, "POST /api/v1/games HTTP/1.1\r\nHost: flood\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"game\":")
				}
				done := make(chan struct{})
				go func() {
					_, _ = io.Copy(io.Discard, c) // returns when the server closes
					close(done)
				}()
				select {
				case <-done:
					f.cut.Add(1)
				case <-ctx.Done():
				}
				c.Close()
				// A cut-off client comes back, as an attacker would, but not
				// in a busy loop.
				if !sleep(ctx, time.Second) {
					return
				}
			}
		}()
	}
	return f, nil
}

// probeReady times GET /readyz every interval until ctx ends.
func probeReady(ctx context.Context, hc *http.Client, base string, interval time.Duration) []time.Duration {
	var lat []time.Duration
	for ctx.Err() == nil {
		t0 := time.Now()
		req, err := http.NewRequestWithContext(ctx, "GET", base+"/readyz", nil)
		if err != nil {
			break
		}
		res, err := hc.Do(req)
		if err == nil {
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode == 200 {
				lat = append(lat, time.Since(t0))
			}
		}
		if !sleep(ctx, interval) {
			break
		}
	}
	slices.Sort(lat)
	return lat
}

// pct is the p-quantile of sorted durations.
func pct(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(p*float64(len(sorted))))]
}
