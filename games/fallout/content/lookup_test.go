package content

// The lookups below serve the tests: the game reads its content by index
// (and the loader through its own maps), so they are no part of the package.

// Tile returns the tile with the given id, or nil.
func (c *Content) Tile(id string) *Tile { return c.tiles[id] }

// Item returns the loot, asset, unique or character card with the given id,
// or nil.
func (c *Content) Item(id string) *Item { return c.items[id] }

// Enemy returns the enemy token with the given id, or nil.
func (c *Content) Enemy(id string) *Enemy { return c.enemies[id] }

// Scenario returns the scenario with the given id, or nil.
func (c *Content) Scenario(id string) *Scenario { return c.scenarios[id] }

// Encounter returns the library encounter card with the given number, or nil.
func (c *Content) Encounter(number int) *EncounterCard { return c.encs[number] }

// Quest returns the quest card with the given number, or nil.
func (c *Content) Quest(number int) *QuestCard { return c.quests[number] }

// StartTile returns the starting tile.
func (c *Content) StartTile() *Tile {
	for i := range c.Tiles {
		if c.Tiles[i].Start {
			return &c.Tiles[i]
		}
	}
	return nil
}
