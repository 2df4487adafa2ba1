package fallout

// TeamStanding is the co-op game's standing, all of it public: the tasks
// (AB-TASK-1..3), the sheet's second victory condition (AB-END-1) and the
// hostile token (AB-END-2). A base game has Coop false and nothing else.
type TeamStanding struct {
	Coop bool
	// TasksDone and TasksNeeded are the tasks completed and required.
	TasksDone, TasksNeeded int
	// TaskProgress sums, over the open tasks, the share of its count
	// reached (each 0 to 1, identical tasks counted independently).
	TaskProgress float64
	// Also and AlsoNeeded are the count of the second victory condition
	// and the amount it needs.
	Also, AlsoNeeded int
	// Hostile is the hostile token's space, HostileLast the space that
	// loses the game.
	Hostile, HostileLast int
	// CampsHeld counts the C.A.M.P. tokens gained and not placed.
	CampsHeld int
}

// Standing returns the co-op standing; the zero TeamStanding before the
// loyal faction is chosen and in the base game.
func (s *State) Standing() TeamStanding {
	c := &s.Coop
	if !c.On || c.Loyal < 0 {
		return TeamStanding{}
	}
	sd := s.coopSide()
	t := TeamStanding{Coop: true, TasksDone: popcount(c.TaskDone), TasksNeeded: sd.Tasks, Also: s.taskCount(sd.Also.Kind),
		AlsoNeeded: sd.Also.N, Hostile: int(s.Power[s.hostile()]), HostileLast: s.powerLast(),
		CampsHeld: int(c.NCamps) - c.campsPlaced()}
	for i, tk := range c.Tasks {
		if tk < 0 || c.TaskDone&(1<<uint(i)) != 0 {
			continue
		}
		task := &coopData.Tasks[tk]
		need := task.N
		for j, u := range c.Tasks {
			if u >= 0 && c.TaskDone&(1<<uint(j)) != 0 && coopData.Tasks[u].Kind == task.Kind && coopData.Tasks[u].N == task.N {
				need += task.N
			}
		}
		t.TaskProgress += min(1, float64(s.taskCount(task.Kind))/float64(need))
	}
	return t
}
