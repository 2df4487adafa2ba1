// Package content is the data of Fallout: The Board Game as wasteland plays
// it: the schema as Go types, the data files (embedded JSON under data/), a
// loader that merges the files and resolves their references, and a linter
// that names the file, line and mistake of every problem.
//
// Every component the box has data for is here at the box count (21 map
// tiles, 27 enemy tokens, 75 encounter cards, 34 loot, 25 asset, 11 unique
// asset, 23 agenda, 14 perk cards, 5 survivors, the V.A.T.S. die and the
// token mix) together with the first scenario and the 20 quest cards of its
// chain. All names and texts are our own; every number the rulebooks do not
// give is marked as designed in its file (see docs/fallout-content.md).
//
// The package does no I/O: Load and Lint read any fs.FS, and Default uses
// the embedded files.
//
//	c := content.Default()
//	s := c.Scenarios[0]                     // the Dust Basin: layout, factions, start
//	tile, reverse, i, _ := c.Space("t02.b") // Vault 84: its tile, face and index
//	// the map as set up, with adjacency: package hexmap
//
//	for _, p := range content.Lint(os.DirFS("my-content")) {
//		fmt.Println(p) // e.g. tiles.json:42: unknown edge "nn"
//	}
package content
