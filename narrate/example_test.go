package narrate_test

import (
	"fmt"

	"wasteland/engine"
	"wasteland/narrate"
)

// A hero's move told to its own seat, to another seat in German, and an
// option label in Russian.
func Example() {
	moved := engine.Event{Type: "hero-moved", To: engine.Public, Data: map[string]any{
		"seat": 0, "hero": "h4", "from": "forest", "to": "blackwood-city", "steps": 1,
	}}
	you, _ := narrate.New("outlive", narrate.English, 0, nil)
	fmt.Println(you.Event(moved))
	other, _ := narrate.New("outlive", narrate.German, 1, nil)
	fmt.Println(other.Event(moved))
	ru, _ := narrate.New("outlive", narrate.Russian, 0, nil)
	fmt.Println(ru.Option("move-hero", engine.Option{ID: "move:h3a:mine"}))
	// Output:
	// You moved the strength-4 hero from the Forest to Blackwood City (1 step).
	// Rot zieht den Helden mit Stärke 4 aus dem Wald nach Blackwood City (1 Schritt).
	// Переместить первого героя силы 3 в локацию «Шахта»
}
