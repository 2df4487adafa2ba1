package narrate

import (
	"testing"

	"wasteland/engine"
)

// TestPlacesInSentences checks that places take the forms their sentences
// need: the preposition and case of where something is, goes to or comes
// from (Russian "в секторе …", "в сектор …", "из сектора …"; German "im
// Wald", "in den Wald", "aus dem Wald"), for map spaces, face-down tiles,
// locations and a bunker's spots.
func TestPlacesInSentences(t *testing.T) {
	type sample struct {
		game, prompt string
		ev           *engine.Event
		opt          string
		want         map[Lang]string
	}
	ev := func(typ string, data map[string]any) *engine.Event {
		return &engine.Event{Type: typ, To: -1, Data: data}
	}
	for _, tc := range []sample{
		{game: "fallout", ev: ev("moved", map[string]any{"seat": 1, "from": "t01.c", "to": "t01.a", "cost": 1}), want: map[Lang]string{
			English: "Blue moved from the south space of Crossroads Camp to Crossroads Camp for 1 MP.",
			German:  "Blau zieht vom Feld im Süden von Crossroads-Lager auf das Feld Crossroads-Lager für 1 Bewegungspunkt.",
			Russian: "Синий переместился из сектора на юге участка «Лагерь на перекрёстке» в сектор «Лагерь на перекрёстке» за 1 очко движения.",
		}},
		{game: "fallout", ev: ev("camp-started", map[string]any{"seat": 1, "space": "t01.c"}), want: map[Lang]string{
			English: "Blue camps in the south space of Crossroads Camp.",
			German:  "Blau rastet auf dem Feld im Süden von Crossroads-Lager.",
			Russian: "Синий разбил лагерь в секторе на юге участка «Лагерь на перекрёстке».",
		}},
		{game: "fallout", ev: ev("marker-placed", map[string]any{"quest": 3, "colour": "red", "space": "t01.c"}), want: map[Lang]string{
			English: "A red quest marker was placed in the south space of Crossroads Camp.",
			German:  "Ein Questmarker wurde auf das Feld im Süden von Crossroads-Lager gelegt, einer der roten Marker.",
			Russian: "Один из маркеров задания (красные) положен в сектор на юге участка «Лагерь на перекрёстке».",
		}},
		{game: "fallout", prompt: "choose-action", opt: "move:t01.c", want: map[Lang]string{
			English: "Move to the south space of Crossroads Camp",
			German:  "Auf das Feld im Süden von Crossroads-Lager ziehen",
			Russian: "Переместиться в сектор на юге участка «Лагерь на перекрёстке»",
		}},
		{game: "fallout", prompt: "choose-action", opt: "explore:q1r-1", want: map[Lang]string{
			English: "Explore the face-down tile 1 space north-east of the middle",
			German:  "Das verdeckte Spielplanteil 1 Feld nordöstlich der Mitte erkunden",
			Russian: "Исследовать закрытый участок: 1 сектор на северо-восток от центра",
		}},
		{game: "fallout", prompt: "choose-action", opt: "activate:e1:t01.c", want: map[Lang]string{
			English: "E1 in the south space of Crossroads Camp acts next",
			German:  "E1 auf dem Feld im Süden von Crossroads-Lager handelt als Nächstes",
			Russian: "Следующим действует e1 в секторе на юге участка «Лагерь на перекрёстке»",
		}},
		{game: "outlive", ev: ev("hero-moved", map[string]any{"seat": 1, "hero": "h5", "from": "forest", "to": "dam", "steps": 2}), want: map[Lang]string{
			English: "Blue moved the strength-5 hero from the Forest to the Dam (2 steps).",
			German:  "Blau zieht den Helden mit Stärke 5 aus dem Wald zum Staudamm (2 Schritte).",
			Russian: "Синий переместил героя силы 5 из локации «Лес» в локацию «Плотина» (2 шага).",
		}},
		{game: "outlive", ev: ev("superiority", map[string]any{"location": "freighter", "attacker": 0, "defender": 1, "attacker_strength": 5, "defender_strength": 3, "points": 2}), want: map[Lang]string{
			English: "On the Freighter, your hero (strength 5) has superiority over Blue's hero (strength 3): 2 points.",
			German:  "Auf dem Frachter hat dein Held (Stärke 5) Überlegenheit über den Helden von Blau (Stärke 3): 2 Punkte.",
			Russian: "На Грузовом судне ваш герой (сила 5) превосходит героя Синего (сила 3): 2 очка.",
		}},
		{game: "outlive", ev: ev("hunt-resolved", map[string]any{"seat": 1, "location": "mine", "endurance": 3, "ammo": 1, "ap_spent": 2, "meat": 2}), want: map[Lang]string{
			English: "Blue hunted in the Mine: endurance 3, 1 ammo and 2 AP spent, 2 meat gained.",
			German:  "Blau jagt im Bergwerk: Ausdauer 3, 1 Munition und 2 Aktionspunkte ausgegeben, 2 Fleisch erhalten.",
			Russian: "Синий поохотился в локации «Шахта»: выносливость 3, потрачено патронов: 1, а также 2 очка действия, получено мяса: 2.",
		}},
		{game: "outlive", ev: ev("survivor-placed", map[string]any{"seat": 1, "to": "airlock"}), want: map[Lang]string{
			English: "Blue placed a survivor in the airlock.",
			German:  "Blau setzt einen Überlebenden in die Luftschleuse.",
			Russian: "Синий поместил выжившего в шлюз.",
		}},
		{game: "outlive", prompt: "place-survivor", opt: "place:room:2", want: map[Lang]string{
			English: "Place the survivor in room 2",
			German:  "Den Überlebenden in Raum 2 setzen",
			Russian: "Поместить выжившего в комнату 2",
		}},
		{game: "outlive", prompt: "lose-survivor", opt: "lose:airlock", want: map[Lang]string{
			English: "Lose a survivor from the airlock",
			German:  "Einen Überlebenden aus der Luftschleuse verlieren",
			Russian: "Потерять выжившего из шлюза",
		}},
	} {
		for _, l := range Langs() {
			n, err := New(tc.game, l, 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			var got string
			if tc.ev != nil {
				got, err = n.event(*tc.ev)
			} else {
				got, err = n.option(tc.prompt, tc.opt, nil)
			}
			if err != nil || got != tc.want[l] {
				t.Errorf("%s %s: got %q (%v)\n\twant %q", l, tc.opt+typeOf(tc.ev), got, err, tc.want[l])
			}
		}
	}
}

func typeOf(e *engine.Event) string {
	if e == nil {
		return ""
	}
	return e.Type
}

// TestFightBonusInWords checks that a card's bonus in a fight is told in
// words, not by its data value ("armor").
func TestFightBonusInWords(t *testing.T) {
	want := map[Lang]string{
		English: "Blue got an extra armor in the fight: 2 in all.",
		German:  "Blau erhält im Kampf zusätzliche Panzerung: insgesamt 2.",
		Russian: "Синий получил в бою: дополнительная броня, всего 2.",
	}
	for _, l := range Langs() {
		n, err := New("fallout", l, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := n.Event(engine.Event{Type: "fight-bonus", To: -1, Data: map[string]any{"seat": 1, "kind": "armor", "total": 2}}); got != want[l] {
			t.Errorf("%s: %q, want %q", l, got, want[l])
		}
	}
}
