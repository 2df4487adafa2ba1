// Package sqldb is the SQL implementation of store.Store shared by the SQLite
// and PostgreSQL stores. Queries are written with ? placeholders; a Dialect
// rewrites them for its database and adds what differs (locking during
// migrations, notifications after appends).
package sqldb
