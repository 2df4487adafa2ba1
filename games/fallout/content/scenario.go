package content

// Scenario is one scenario sheet: side A holds the setup (map layout, start
// effects), side B the power track, the X/Y values and the factions (rules
// FO-COMP-2, FO-SETUP-1..10, FO-FACTION-*, FO-POWER-*).
type Scenario struct {
	ID     string      `json:"id"`     // unique id
	Name   string      `json:"name"`   // printed name
	Intro  string      `json:"intro"`  // story text of the sheet
	Star   FactionInfo `json:"star"`   // ★
	Heart  FactionInfo `json:"heart"`  // ♥
	Power  PowerTrack  `json:"power"`  // side B: the power track
	Layout []Placement `json:"layout"` // side A: the map
	Start  []Effect    `json:"start"`  // start effects, in order (FO-SETUP-10)
}

// Faction returns the sheet's entry for faction f.
func (s *Scenario) Faction(f Faction) *FactionInfo {
	if f == Heart {
		return &s.Heart
	}
	return &s.Star
}

// FactionInfo is one faction of a scenario and the enemy its tokens are
// (FO-FACTION-1..4).
type FactionInfo struct {
	Name  string       `json:"name"`  // faction name
	Text  string       `json:"text"`  // what the faction wants
	Enemy FactionEnemy `json:"enemy"` // the enemy its tokens are (FO-FACTION-2)
}

// FactionEnemy is the enemy a faction token represents on the map. Its level
// may be a track letter ("X", "Y"): the value at the faction's current power
// space (FO-ENEMY-2, FO-FACTION-4).
type FactionEnemy struct {
	Name       string    `json:"name"`                // printed name
	Level      string    `json:"level"`               // "1".."9", or "X"/"Y"
	Vulnerable []Area    `json:"vulnerable"`          // areas filled on the token
	Abilities  []Ability `json:"abilities,omitempty"` // at most two
}

// PowerTrack is the sheet's power track. Index 0 is the top space where both
// power tokens start; reaching index Spaces-1 ends the game (FO-POWER-1..3).
// Values holds, for each letter, the value printed beside each space.
type PowerTrack struct {
	Spaces int          `json:"spaces"` // track length
	Values []TrackValue `json:"values"` // the X and Y columns
}

// TrackValue is one column of values to the right of the power track.
type TrackValue struct {
	Letter string `json:"letter"` // "X" or "Y"
	Values []int  `json:"values"` // one per space, top first
}

// Value returns the value of letter at track space i (0 if the sheet has no
// such letter); spaces past the end read the last value.
func (p *PowerTrack) Value(letter string, i int) int {
	for _, v := range p.Values {
		if v.Letter == letter && len(v.Values) > 0 {
			if i >= len(v.Values) {
				i = len(v.Values) - 1
			}
			if i < 0 {
				i = 0
			}
			return v.Values[i]
		}
	}
	return 0
}

// Placement is one tile position of a layout in axial hex coordinates (q, r),
// with the starting tile at (0, 0). A face-up position names a tile and side;
// a face-down position names the back of the random tile put there
// (FO-SETUP-2).
type Placement struct {
	Q        int    `json:"q"`                  // axial column
	R        int    `json:"r"`                  // axial row
	Tile     string `json:"tile,omitempty"`     // face up: the tile id
	Reverse  bool   `json:"reverse,omitempty"`  // face up: show the reverse side
	Facedown Back   `json:"facedown,omitempty"` // face down: hazardous or deadly
}
