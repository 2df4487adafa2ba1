// Package loadtest drives many concurrent games through a wasteland server's
// real API (HTTP to create, one WebSocket per seat to play), as random
// players, and measures accepted moves per second and move latency (from
// sending a move to its ack, which the server sends after the durable
// commit). SQLiteCommitRate measures the disk's single-row commit rate to
// compare with.
//
// Example:
//
//	rep, err := loadtest.Run(ctx, loadtest.Config{Target: "http://127.0.0.1:8080", Games: 100, Game: "outlive", Players: 2, Duration: 10 * time.Second})
//	rep.Write(os.Stdout)
package loadtest
