-- Games, their seats and their moves. A game's state is rebuilt from its moves.
CREATE TABLE games (
	id         TEXT PRIMARY KEY,
	header     TEXT NOT NULL,              -- engine.Record without moves (JSON)
	moves      INTEGER NOT NULL DEFAULT 0, -- number of stored moves
	over       BOOLEAN NOT NULL DEFAULT FALSE,
	result     TEXT,                       -- engine.Result (JSON) once over
	to_move    INTEGER NOT NULL,           -- seat the game waits for, -1 when over
	open_seats INTEGER NOT NULL,           -- unclaimed human seats
	created_ms BIGINT NOT NULL,
	updated_ms BIGINT NOT NULL
);

CREATE INDEX games_updated ON games (updated_ms DESC);

CREATE TABLE seats (
	game_id    TEXT NOT NULL REFERENCES games (id),
	seat       INTEGER NOT NULL,
	kind       TEXT NOT NULL,
	token_hash TEXT NOT NULL,
	claimed    BOOLEAN NOT NULL,
	PRIMARY KEY (game_id, seat)
);

CREATE TABLE moves (
	game_id TEXT NOT NULL REFERENCES games (id),
	n       INTEGER NOT NULL,               -- 0-based move number
	seat    INTEGER NOT NULL,
	option  TEXT NOT NULL,
	at_ms   BIGINT NOT NULL,
	PRIMARY KEY (game_id, n)
);
