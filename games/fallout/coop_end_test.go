package fallout

import (
	"strings"
	"testing"

	"wasteland/games/fallout/content"
)

// test AB-EX-TASK-1
// Two revealed tasks each need 3 workshop upgrades: with 3 exactly one
// completes; the second only with the 6th.
// rule AB-TASK-3, AB-WS-3
func TestCoopIdenticalTasks(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	coSetTasks(t, s, "task-bench-a", "task-bench-b", "task-safehouses", "task-glow")
	c := &s.Coop
	for i := 0; i < 3; i++ {
		c.Gained.put(c.Workshop.take())
	}
	s.advance(nil)
	if c.TaskDone != 0b01 {
		t.Fatalf("tasks done %04b with 3 upgrades, want exactly the first", c.TaskDone)
	}
	for i := 0; i < 2; i++ {
		c.Gained.put(c.Workshop.take())
	}
	s.advance(nil)
	if c.TaskDone != 0b01 {
		t.Fatalf("tasks done %04b with 5 upgrades", c.TaskDone)
	}
	c.Gained.put(c.Workshop.take())
	s.advance(nil)
	if c.TaskDone != 0b11 {
		t.Fatalf("tasks done %04b with 6 upgrades, want both", c.TaskDone)
	}
}

// test AB-EX-TASK-2
// 3 tasks required and done (the second condition not met yet); a 4th
// task completes: the hostile token moves back 2, from 5 to 3, and from 1
// only to 0.
// rule AB-TASK-4
func TestCoopExtraTaskMovesHostileBack(t *testing.T) {
	for _, tc := range []struct{ from, want int8 }{{5, 3}, {1, 0}} {
		s := coGame(t, 2, 5, "star")
		coSetTasks(t, s, "task-glow", "task-safehouses", "task-thin-herd-a", "task-war-chest")
		s.Coop.TaskDone = 0b0111
		s.Power[1] = tc.from
		s.P[0].Caps, s.P[1].Caps = 10, 10
		var rec recorder
		s.advance(&rec.r)
		tc2 := fxEvent[TaskCompleted](t, rec.r.Events, "task-completed")
		if !tc2.Extra || tc2.Done != 4 || tc2.Need != 3 || s.Power[1] != tc.want || s.Done {
			t.Fatalf("from %d: hostile %d, event %+v, done %v", tc.from, s.Power[1], tc2, s.Done)
		}
	}
}

// A task completes at once, at any time, at no action's cost; the
// survivors win together when the sheet's condition holds: 3 tasks and
// the second condition (star side: 8 kills).
// rule AB-TASK-1, AB-TASK-2, AB-END-1, AB-OVR-4
func TestCoopTasksAndVictory(t *testing.T) {
	s := coGame(t, 3, 5, "star")
	coSetTasks(t, s, "task-glow", "task-safehouses", "task-thin-herd-a", "task-war-chest")
	actions := s.Actions
	s.P[0].Caps = 15
	var rec recorder
	s.advance(&rec.r)
	if s.Coop.TaskDone != 0b1000 || s.Actions != actions || len(foEvents(rec.r.Events, "task-completed")) != 1 {
		t.Fatalf("tasks %04b, actions %d→%d", s.Coop.TaskDone, actions, s.Actions)
	}
	if v := s.View(-1).(*View); !v.Coop.Tasks[3].Done || v.Coop.Tasks[0].Done {
		t.Fatalf("view tasks %+v", v.Coop.Tasks)
	}
	s.Coop.Kills = 5
	s.advance(nil)
	if s.Coop.TaskDone != 0b1100 || s.Done {
		t.Fatalf("tasks %04b, done %v", s.Coop.TaskDone, s.Done)
	}
	s.Coop.Revealed = 1
	s.advance(nil)
	if s.Coop.TaskDone != 0b1101 || s.Done {
		t.Fatalf("3 tasks without 8 kills: tasks %04b, done %v", s.Coop.TaskDone, s.Done)
	}
	s.Coop.Kills = 8
	rec = recorder{}
	s.advance(&rec.r)
	if !s.Done || s.End != endTeamWin || !fxEvent[TeamEnded](t, rec.r.Events, "team-ended").Won {
		t.Fatalf("done %v end %d", s.Done, s.End)
	}
	r := s.Result()
	if len(r.Winners) != 3 || r.Placings[0] != 1 || r.Placings[2] != 1 || r.Detail.(ResultDetail).Team.Tasks != 3 {
		t.Fatalf("result %+v", r)
	}
}

// test AB-EX-DEATH-1
// A survivor is killed with the hostile token one space before the end:
// the base death resolves, then the token reaches the last space and the
// game ends in a loss.
// rule AB-DEATH-1, AB-DEATH-2
func TestCoopDeathAdvancesHostile(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	s.Power[1] = int8(s.powerLast() - 1)
	evs := fqEffect(t, s, 0, content.Effect{Kind: "damage", N: 16})
	k := fxEvent[Killed](t, evs, "killed")
	hm := fxEvent[HostileMoved](t, evs, "hostile-moved")
	if k.Seat != 0 || hm.Cause != "death" || hm.To != s.powerLast() || !s.Done || s.End != endHostile || s.Deaths != 1 {
		t.Fatalf("killed %+v, hostile %+v, done %v end %d", k, hm, s.Done, s.End)
	}
	// Earlier on the track, a death moves the token 1 and play goes on.
	s = coGame(t, 2, 5, "star")
	fqEffect(t, s, 0, content.Effect{Kind: "damage", N: 16})
	if s.Power[1] != 1 || s.Done {
		t.Fatalf("hostile %d, done %v", s.Power[1], s.Done)
	}
}

// A death pending when the victory condition comes true resolves first:
// the game never ends with a dead survivor standing on the map (found by
// conformance at scale).
// rule AB-END-1, AB-DEATH-1
func TestCoopVictoryWaitsForADeath(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	coSetTasks(t, s, "task-glow", "task-safehouses", "task-thin-herd-a", "task-war-chest")
	s.Coop.TaskDone, s.Coop.Kills = 0b0110, 8
	seat := int(s.Turn)
	evs := fqEffect(t, s, seat, content.Effect{Kind: "rads", N: 16})
	order := []string{}
	for _, e := range evs {
		switch e.Type {
		case "mutation-revealed", "killed", "team-ended":
			order = append(order, e.Type)
		}
	}
	if !s.Done || s.End != endTeamWin || strings.Join(order, ",") != "mutation-revealed,killed,team-ended" {
		t.Fatalf("done %v end %d, order %v", s.Done, s.End, order)
	}
}
