// Package sqlite is the store.Store kept in one SQLite file, through the
// pure-Go driver modernc.org/sqlite (no cgo). It needs no set-up: Open
// creates the file and applies the embedded migrations.
//
// The database runs in WAL mode, by default with synchronous=FULL, so a
// committed move survives a crash of the process and of the machine
// (SyncNormal trades the machine crash for speed). Writes go through one
// connection; reads use a pool.
//
// Example:
//
//	st, err := sqlite.Open(ctx, "wasteland-data/games.db", sqlite.SyncFull)
//	defer st.Close()
package sqlite
