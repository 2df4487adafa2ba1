-- Play with people (issue 11 §5). A seat's display name ('' for none); the
-- game a finished game's rematch is ('' for none); the game's chat, one row
-- per line numbered from 0 in order, with the writer's seat (-1 for a
-- spectator) and the name shown with it.
ALTER TABLE seats ADD COLUMN name TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN rematch TEXT NOT NULL DEFAULT '';
CREATE TABLE chat (
	game_id TEXT NOT NULL REFERENCES games (id),
	n       INTEGER NOT NULL,
	seat    INTEGER NOT NULL,
	name    TEXT NOT NULL,
	text    TEXT NOT NULL,
	at_ms   INTEGER NOT NULL,
	PRIMARY KEY (game_id, n)
) STRICT, WITHOUT ROWID;
