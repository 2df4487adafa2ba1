// Package server is wasteland's game server: the lobby, moves and pushed
// views over HTTP and WebSocket (API v1, docs/api.md), served next to the web
// UI. Games live in a store.Store (SQLite by default, PostgreSQL for several
// servers as one service); a game's state is rebuilt from its stored moves
// and cached in memory. Bot seats are played by the server.
//
// [Main] is the command line (`wasteland serve`, `wasteland loadtest`).
//
// Example:
//
//	st, _ := sqlite.Open(ctx, "games.db", sqlite.SyncFull)
//	srv, _ := server.New(server.Config{Store: st, BotDelay: 700 * time.Millisecond})
//	defer srv.Close()
//	http.ListenAndServe("127.0.0.1:8080", srv.Handler())
package server
