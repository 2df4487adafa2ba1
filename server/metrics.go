package server

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"wasteland/server/api"
	"wasteland/store"
)

// metrics are the server's Prometheus metrics (wasteland_*).
type metrics struct {
	moves   *prometheus.CounterVec
	moveSec prometheus.Histogram
	batch   prometheus.Histogram
	sockets prometheus.Gauge
	http    *prometheus.CounterVec
}

func newMetrics(reg *prometheus.Registry, s *Server) *metrics {
	m := &metrics{
		moves: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wasteland_moves_total", Help: "Moves received, by outcome (ok or the error code).",
		}, []string{"outcome"}),
		moveSec: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "wasteland_move_seconds", Help: "Time from receiving a move to its durable commit, for accepted moves.",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14),
		}),
		batch: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "wasteland_commit_batch_moves", Help: "Moves stored per transaction (group commit).",
			Buckets: prometheus.ExponentialBuckets(1, 2, 10),
		}),
		sockets: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "wasteland_websockets", Help: "Open WebSocket connections.",
		}),
		http: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wasteland_http_requests_total", Help: "HTTP requests by route and status.",
		}, []string{"route", "status"}),
	}
	reg.MustRegister(m.moves, m.moveSec, m.batch, m.sockets, m.http,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "wasteland_games_cached", Help: "Games held in memory.",
		}, func() float64 { return float64(s.cached()) }),
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

func (m *metrics) observeBatch(n int) { m.batch.Observe(float64(n)) }

func (m *metrics) request(route string, status int) {
	m.http.WithLabelValues(route, strconv.Itoa(status)).Inc()
}

// observeMove counts a move by its outcome and times accepted ones.
func (s *Server) observeMove(start time.Time, err error) {
	if err == nil {
		s.met.moves.WithLabelValues("ok").Inc()
		s.met.moveSec.Observe(time.Since(start).Seconds())
		return
	}
	s.met.moves.WithLabelValues(string(toAPI(err).Code)).Inc()
}

// toAPI turns any error into an API error; unknown errors are internal and
// say nothing more.
func toAPI(err error) *api.Error {
	var ae *api.Error
	if errors.As(err, &ae) {
		return ae
	}
	switch {
	case errors.Is(err, store.ErrNotFound):
		return api.Errorf(api.NotFound, "no such game")
	case errors.Is(err, store.ErrClosed), errors.Is(err, context.Canceled):
		return api.Errorf(api.Unavailable, "the server is shutting down")
	}
	return api.Errorf(api.Internal, "internal error")
}
