-- Seats are open to the lobby only when their creator says so, and the
-- creator holds an admin token (issue 12). A seat of an older game is not
-- open to the lobby: its link keeps working and no stranger can take it.
-- open_seats now counts the seats open to the lobby and unclaimed.
ALTER TABLE games ADD COLUMN admin_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE seats ADD COLUMN lobby BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE games SET open_seats = 0;
