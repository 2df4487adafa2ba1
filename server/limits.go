package server

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// Limits bound what one client can hold or ask for. A zero count or rate
// means no limit; DefaultLimits are the product's defaults (the serve
// flags change them, see docs/api.md).
type Limits struct {
	// ReadHeaderTimeout, ReadTimeout, WriteTimeout and IdleTimeout are the
	// http.Server's: a request's headers, a whole request with its body,
	// the writing of an answer, and an idle keep-alive connection.
	ReadHeaderTimeout, ReadTimeout, WriteTimeout, IdleTimeout time.Duration
	// PingInterval is how often a WebSocket is pinged; a client that does
	// not answer within the next interval is disconnected.
	PingInterval time.Duration
	// ConnsPerAddr caps the open TCP connections of one client address
	// (WebSockets included); connections past it are closed at once.
	ConnsPerAddr int
	// SocketsPerAddr caps the WebSockets of one client address; upgrades
	// past it are refused with too-many.
	SocketsPerAddr int
	// CreatePerMinute and CreateBurst are the token bucket of game
	// creation per client address.
	CreatePerMinute float64
	CreateBurst     int
	// MovesPerSecond and MoveBurst are the token bucket of moves (HTTP and
	// WebSocket, refused ones included) per client address.
	MovesPerSecond float64
	MoveBurst      int
	// ChatPerMinute and ChatBurst are the token bucket of chat lines per
	// seat and per client address (a seat's line takes a token of both).
	ChatPerMinute float64
	ChatBurst     int
}

// DefaultLimits returns the limits `wasteland serve` uses unless told
// otherwise: generous for people at a table, tight for one address trying
// to exhaust the server.
func DefaultLimits() Limits {
	return Limits{
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		PingInterval:      30 * time.Second,
		ConnsPerAddr:      256,
		SocketsPerAddr:    64,
		CreatePerMinute:   30,
		CreateBurst:       10,
		MovesPerSecond:    50,
		MoveBurst:         100,
		ChatPerMinute:     20,
		ChatBurst:         5,
	}
}

// clientAddr is the host of a request's remote address: the unit of every
// per-client limit. Behind a reverse proxy every client has the proxy's
// address, so the proxy must enforce its own limits.
func clientAddr(remote string) string {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		return remote
	}
	return host
}

// bucket is one key's token bucket.
type bucket struct {
	tokens float64
	last   time.Time
}

// limiter is a token bucket per key: rate tokens per second up to burst.
// A nil limiter allows everything.
type limiter struct {
	rate, burst float64
	now         func() time.Time
	mu          sync.Mutex
	m           map[string]*bucket
}

// newLimiter returns a limiter, or nil when burst is not positive (no
// limit).
func newLimiter(perSecond float64, burst int, now func() time.Time) *limiter {
	if burst <= 0 {
		return nil
	}
	return &limiter{rate: perSecond, burst: float64(burst), now: now, m: map[string]*bucket{}}
}

// maxBuckets is how many keys a limiter holds before it forgets the full
// buckets (a full bucket is the same as none).
const maxBuckets = 10_000

// allow takes a token of key's bucket, reporting whether there was one.
func (l *limiter) allow(key string) bool {
	if l == nil {
		return true
	}
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.m[key]
	if !ok {
		if len(l.m) >= maxBuckets {
			l.forgetFullLocked(now)
		}
		b = &bucket{tokens: l.burst, last: now}
		l.m[key] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.last).Seconds()*l.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// forgetFullLocked drops the buckets that have refilled. Caller holds mu.
func (l *limiter) forgetFullLocked(now time.Time) {
	for k, b := range l.m {
		if b.tokens+now.Sub(b.last).Seconds()*l.rate >= l.burst {
			delete(l.m, k)
		}
	}
}

// counter counts what each client address holds, up to a cap.
type counter struct {
	max int
	mu  sync.Mutex
	m   map[string]int
}

func newCounter(max int) *counter { return &counter{max: max, m: map[string]int{}} }

// take counts one more for addr, or reports false when addr holds max.
func (c *counter) take(addr string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.max > 0 && c.m[addr] >= c.max {
		return false
	}
	c.m[addr]++
	return true
}

// release counts one less for addr.
func (c *counter) release(addr string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m[addr]--; c.m[addr] <= 0 {
		delete(c.m, addr)
	}
}

// capListener closes at once the connections of an address that holds
// its cap of open connections.
type capListener struct {
	net.Listener
	conns *counter
}

// Accept returns the next connection within its address's cap.
func (l capListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		addr := clientAddr(c.RemoteAddr().String())
		if !l.conns.take(addr) {
			c.Close()
			continue
		}
		return &countedConn{Conn: c, release: func() { l.conns.release(addr) }}, nil
	}
}

// countedConn gives its address's count back when closed.
type countedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

// Close closes the connection and releases its count once.
func (c *countedConn) Close() error {
	c.once.Do(c.release)
	return c.Conn.Close()
}

// securityHeaders are set on every response: the pages load scripts,
// styles and connections from this server only, no other site may frame
// them, browsers do not guess content types, and no page sends a Referer
// (a game link's path names the game).
var securityHeaders = map[string]string{
	"Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
		"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
	"X-Content-Type-Options": "nosniff",
	"X-Frame-Options":        "DENY",
	"Referrer-Policy":        "no-referrer",
}

// withSecurityHeaders sets securityHeaders on every response of h.
func withSecurityHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for k, v := range securityHeaders {
			w.Header().Set(k, v)
		}
		h.ServeHTTP(w, r)
	})
}
