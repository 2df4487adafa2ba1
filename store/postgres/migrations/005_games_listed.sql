-- Lists of games are ordered by update time, newest first, then by id
-- (sqldb List; /readyz reads the first): an index in that whole order
-- reads the first games without sorting the table's rows by id. It
-- replaces the index on the time alone, so a move updates no more indexes.
DROP INDEX games_updated;
CREATE INDEX games_updated ON games (updated_ms DESC, id);
