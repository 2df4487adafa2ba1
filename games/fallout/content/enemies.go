package content

// Enemy is one enemy token (rule FO-ENEMY-1). Killing it gives XP equal to
// its level (FO-FIGHT-12); it gives a loot card only through the Loot
// ability (FO-EABIL-LOOT-1).
type Enemy struct {
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Type       EnemyType `json:"type"`
	Level      int       `json:"level"`
	Vulnerable []Area    `json:"vulnerable"`          // the areas filled on the token (FO-FIGHT-11)
	Abilities  []Ability `json:"abilities,omitempty"` // at most two (FO-ENEMY-1)
}

// Has reports whether the enemy has ability a.
func (e *Enemy) Has(a Ability) bool { return contains(e.Abilities, a) }
