-- Clocks and stand-in bots (issue 12 §3). A game's clock settings (JSON,
-- '' for none); each seat's time left when its turn starts, the bot that
-- stands in for it ('' for none) and when its player left (0: never); which
-- bot made a move for the seat ('' for the seat's own player). The turn of
-- the seat to move started at games.updated_ms. Older games have no clock.
ALTER TABLE games ADD COLUMN clock TEXT NOT NULL DEFAULT '';
ALTER TABLE seats ADD COLUMN clock_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN stand_in TEXT NOT NULL DEFAULT '';
ALTER TABLE seats ADD COLUMN left_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE moves ADD COLUMN by_bot TEXT NOT NULL DEFAULT '';
