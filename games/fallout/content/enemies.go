package content

// Enemy is one enemy token (rule FO-ENEMY-1). Killing it gives XP equal to
// its level (FO-FIGHT-12); it gives a loot card only through the Loot
// ability (FO-EABIL-LOOT-1).
type Enemy struct {
	ID         string    `json:"id"`                  // unique id
	Name       string    `json:"name"`                // printed name
	Type       EnemyType `json:"type"`                // its stack (FO-SETUP-3)
	Level      int       `json:"level"`               // damage per ●, hits to kill, XP (FO-FIGHT-8/11/12)
	Vulnerable []Area    `json:"vulnerable"`          // the areas filled on the token (FO-FIGHT-11)
	Abilities  []Ability `json:"abilities,omitempty"` // at most two (FO-ENEMY-1)
}

// Has reports whether the enemy has ability a.
func (e *Enemy) Has(a Ability) bool { return contains(e.Abilities, a) }
