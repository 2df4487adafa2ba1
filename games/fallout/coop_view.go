package fallout

import "wasteland/games/fallout/content"

// CoopView is the co-op table as everyone sees it. Decks show only their
// sizes; a mutation not revealed shows only that it lies face down, to
// its owner too (AB-SETUP-5).
type CoopView struct {
	Loyal       string     `json:"loyal,omitempty"` // empty until chosen
	Hostile     string     `json:"hostile,omitempty"`
	Sheet       string     `json:"sheet"`
	Plus        string     `json:"plus,omitempty"`    // the loyal "+" effect, as group effects
	Victory     string     `json:"victory,omitempty"` // the victory condition as printed
	HostileAt   int        `json:"hostile_space"`     // the hostile token's space, 0 = top
	Last        int        `json:"last_space"`        // the space that loses the game
	Tasks       []TaskView `json:"tasks"`
	TasksNeeded int        `json:"tasks_needed"`
	Camps       []string   `json:"camps"`       // spaces holding a C.A.M.P. token
	CampsHeld   int        `json:"camps_held"`  // gained tokens not placed yet
	CampSupply  int        `json:"camp_supply"` // tokens left in the supply
	Mutations   []MutView  `json:"mutations"`   // by seat
	Workshop    []string   `json:"workshop"`    // upgrades gained, in order
	Drawn       []string   `json:"mods_drawn"`  // mods drawn, to keep one of
	Activation  int        `json:"activation"`  // cards in the activation deck
	ActDiscard  []string   `json:"activation_discard"`
	ActCard     string     `json:"activation_card,omitempty"` // the card being resolved
	TaskDeck    int        `json:"task_deck"`
	ModDeck     int        `json:"mod_deck"`
	MutDeck     int        `json:"mutation_deck"`
	WorkshopDk  int        `json:"workshop_deck"`
	Kills       int        `json:"kills"`
	HostileKill int        `json:"hostile_kills"`
	// Support is the support of the fight in progress; nil when none.
	Support *SupportView `json:"support,omitempty"`
}

// TaskView is a revealed task card.
type TaskView struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Text string `json:"text"`
	Done bool   `json:"done"`
}

// MutView is a survivor's mutation card: face down, or revealed.
type MutView struct {
	Seat     int    `json:"seat"`
	Revealed bool   `json:"revealed"`
	ID       string `json:"id,omitempty"` // revealed only
	Name     string `json:"name,omitempty"`
	Text     string `json:"text,omitempty"`
}

// SupportView is the supporter of the fight in progress and the support
// die (AB-SUP-1..7).
type SupportView struct {
	Seat    int      `json:"seat"`
	Rolled  bool     `json:"rolled"`
	Areas   []string `json:"areas,omitempty"`
	Bullets int      `json:"bullets"`
}

// coopView is the co-op part of every seat's view; nil in the base game.
func (s *State) coopView() *CoopView {
	c := &s.Coop
	if !c.On {
		return nil
	}
	sh := s.coopSheet()
	v := &CoopView{Sheet: sh.Name, Last: s.powerLast(), Tasks: []TaskView{}, Camps: []string{}, Mutations: []MutView{},
		Workshop: []string{}, Drawn: []string{}, ActDiscard: []string{}, Activation: int(c.Act.N), TaskDeck: int(c.TaskDeck.N),
		ModDeck: int(c.ModDeck.N), MutDeck: int(c.MutDeck.N), WorkshopDk: int(c.Workshop.N), Kills: int(c.Kills),
		HostileKill: int(c.HostileKills), CampSupply: content.BoxCampTokens - int(c.NCamps)}
	if c.Loyal >= 0 {
		sd := s.coopSide()
		v.Loyal, v.Hostile = string(content.Factions[c.Loyal]), string(content.Factions[s.hostile()])
		v.HostileAt, v.TasksNeeded, v.Victory = int(s.Power[s.hostile()]), sd.Tasks, sd.Victory
		for _, e := range sd.Plus {
			if v.Plus != "" {
				v.Plus += ", "
			}
			v.Plus += content.GroupEffectKinds[e.Kind]
		}
	}
	for i, t := range c.Tasks {
		if t >= 0 {
			tk := &coopData.Tasks[t]
			v.Tasks = append(v.Tasks, TaskView{ID: tk.ID, Name: tk.Name, Text: tk.Text, Done: c.TaskDone&(1<<uint(i)) != 0})
		}
	}
	for _, n := range c.Camps[:c.NCamps] {
		if n != Nowhere {
			v.Camps = append(v.Camps, s.nodeName(n))
		} else {
			v.CampsHeld++
		}
	}
	for p := 0; p < int(s.N); p++ {
		if c.Mutation[p] < 0 {
			continue
		}
		mv := MutView{Seat: p}
		if c.Revealed&(1<<uint(p)) != 0 {
			m := &coopData.Mutations[c.Mutation[p]]
			mv.Revealed, mv.ID, mv.Name, mv.Text = true, m.ID, m.Name, m.Text
		}
		v.Mutations = append(v.Mutations, mv)
	}
	for _, u := range c.Gained.Cards[:c.Gained.N] {
		v.Workshop = append(v.Workshop, coopData.Workshop[u].ID)
	}
	for _, m := range c.Drawn.Cards[:c.Drawn.N] {
		v.Drawn = append(v.Drawn, coopData.Mods[m].ID)
	}
	for _, a := range c.ActDiscard.Cards[:c.ActDiscard.N] {
		v.ActDiscard = append(v.ActDiscard, coopData.Activations[a].ID)
	}
	if c.ActCard >= 0 {
		v.ActCard = coopData.Activations[c.ActCard].ID
	}
	if c.Supporter >= 0 {
		sv := &SupportView{Seat: int(c.Supporter)}
		if c.Face >= 0 {
			f := &coopData.SupportDie[c.Face]
			sv.Rolled, sv.Areas, sv.Bullets = true, areaNames(f.Areas), f.Hits
		}
		v.Support = sv
	}
	return v
}

// modID is the id of the mod a card holds (Held.Mod), or "".
func modID(m int8) string {
	if m <= 0 {
		return ""
	}
	return coopData.Mods[m-1].ID
}
