// Package store keeps the games the server plays: each game's header and
// seats, and its ordered moves. A game's state is never stored; it is rebuilt
// by replaying the moves, so the record is the single source of truth.
//
// One small interface, [Store], has two implementations: store/sqlite (a
// file, no set-up) and store/postgres (several servers as one service).
// store/storetest is the test suite both pass.
//
// Moves are appended with the move number the writer expects; an append
// whose number is not the game's next one fails with [ErrConflict] and
// changes nothing, so each game's moves stay strictly ordered even when
// several processes write. [Committer] batches concurrent appends into one
// transaction (group commit); so are the other writes (new games, claimed
// seats).
//
// Example:
//
//	st, _ := sqlite.Open(ctx, "games.db", sqlite.SyncFull)
//	errs := st.Write(ctx, []store.Op{
//		{Create: &store.Game{ID: "g1", Header: hdr, Seats: seats, Created: now}},
//		{Append: &store.Append{Game: "g1", N: 0, Move: engine.Move{Seat: 0, Option: "draw"}, At: now}},
//	})
//
// store/sqlite has a runnable example.
package store
