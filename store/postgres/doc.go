// Package postgres is the store.Store kept in PostgreSQL, through pgx
// (github.com/jackc/pgx/v5). Several server processes may share one
// database: each game's moves stay strictly ordered (a unique key on game and
// move number, and the expected-number check in the appending transaction),
// and every append is announced with NOTIFY so that [Store.Listen] tells all
// processes at once.
//
// Example:
//
//	st, err := postgres.Open(ctx, "postgres://wasteland:pw@127.0.0.1:5432/wasteland")
//	defer st.Close()
//	go st.Listen(ctx, func(game string, moves int) { ... })
package postgres
