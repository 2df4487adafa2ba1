package fallout

// What the turn's listing keeps of the quests: those of the scenario's
// quests with quest-action objectives (geo.actionQuests) that are not in
// play. A space's Quest actions are those of its objectives (questActs)
// whose quest is in play, and most turn listings stand where none is:
// mayQuest answers that from a mask and a table (spaceInfo.questRanks)
// instead of walking the space's objectives (questLegal).
//
// out is derived from State.Quests: unexported, so never encoded
// (MarshalBinary, views), copied with the state (Clone, by value; Resample
// too, which redraws no quest), built by New and Unmarshal
// (keepQuestsOut), and kept in step by the two writes of a quest's state
// (staging, trashing). Its bits say only which quests are known not to be
// in play: its zero value (a state decoded by json.Unmarshal alone, or
// made field by field) knows none and every listing walks the
// objectives, as before; a test that stages a quest by hand keeps it
// (fqStage). Check reports a bit set for a quest in play, so the
// conformance suite checks it after every move of its random games.

// questsOut has bit r when the quest of rank r of the scenario's
// geo.actionQuests is known not to be in play.
type questsOut uint32

// questRanksByScenario gives, for each scenario sc, the ranks (the bits
// of questsOut) of the quests of the objectives acts[sc].
func questRanksByScenario(acts [][]questObjective) []uint32 {
	out := make([]uint32, len(acts))
	for sc := range acts {
		for _, qo := range acts[sc] {
			r := questRank(sc, qo.q)
			if r < 0 || r >= 32 {
				panic("fallout: a quest action's quest has no rank questsOut holds")
			}
			out[sc] |= 1 << uint(r)
		}
	}
	return out
}

// questRank is quest q's rank in scenario sc's actionQuests, -1 for none.
func questRank(sc int, q int8) int {
	for r, aq := range geos[sc].actionQuests {
		if aq.q == q {
			return r
		}
	}
	return -1
}

// questsOutMask is the scenario's quests with quest actions that are not
// in play.
func (s *State) questsOutMask() questsOut {
	var m questsOut
	for r, aq := range s.geo().actionQuests {
		if s.Quests[aq.q] != inPlay {
			m |= 1 << uint(r)
		}
	}
	return m
}

// keepQuestsOut builds s's mask of the quests not in play; every write of
// a quest's state calls it.
func (s *State) keepQuestsOut() { s.out = s.questsOutMask() }

// checkQuestsOut reports whether every quest s's mask says is not in play
// is not.
func (s *State) checkQuestsOut() bool { return s.out&^s.questsOutMask() == 0 }

// mayQuest reports whether a quest of an objective with the quest-action
// icon in the survivor's space of ts, who has an action left on the map,
// may be in play. When it reports false, questLegal lists nothing.
func (s *State) mayQuest(ts turnScan) bool {
	ranks := questRanksFacedown
	if ts.sp != nil {
		ranks = ts.sp.questRanks
	}
	return ranks[s.Scenario]&^uint32(s.out) != 0
}

// questRanksFacedown is questRanksByScenario of questActsFacedown.
var questRanksFacedown []uint32
