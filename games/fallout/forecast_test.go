package fallout

import (
	"math"
	"testing"

	"wasteland/engine"
)

// bruteFight enumerates every roll of the dice, rerolling the dice that
// miss while rerolls are left, and returns the chance of at least need
// hits with fewer than life HP lost, and the expected damage.
func bruteFight(vuln uint8, rerolls, need, armor, level, rads, life int) (kill, damage float64) {
	faces := len(dieAreas)
	var walk func(dice [numDice]int, fixed [numDice]bool, left int, pr float64)
	walk = func(dice [numDice]int, fixed [numDice]bool, left int, pr float64) {
		var miss []int
		for i := range dice {
			if !fixed[i] && dieAreas[dice[i]]&vuln == 0 {
				miss = append(miss, i)
			}
		}
		if left > 0 && len(miss) > 0 {
			n := 1
			for range miss {
				n *= faces
			}
			for c := 0; c < n; c++ {
				next := dice
				for j, i := range miss {
					next[i] = c / int(math.Pow(float64(faces), float64(j))) % faces
				}
				walk(next, fixed, left-1, pr/float64(n))
			}
			return
		}
		hits, bullets := 0, 0
		for _, f := range dice {
			if dieAreas[f]&vuln != 0 {
				hits++
			}
			bullets += int(dieHits[f])
		}
		dmg := max(0, bullets-armor) * level
		lost := dmg
		if dmg > 0 {
			lost += rads
		}
		if hits >= need && lost < life {
			kill += pr
		}
		damage += pr * float64(dmg)
	}
	for a := 0; a < faces; a++ {
		for b := 0; b < faces; b++ {
			for c := 0; c < faces; c++ {
				walk([numDice]int{a, b, c}, [numDice]bool{}, rerolls, 1/float64(faces*faces*faces))
			}
		}
	}
	return kill, damage
}

// rule FO-FIGHT-7, FO-FIGHT-8, FO-FIGHT-10, FO-FIGHT-11
// TestFightChances compares the fight forecast with an enumeration of
// every roll and reroll.
func TestFightChances(t *testing.T) {
	cases := []struct {
		name                                    string
		vuln                                    uint8
		rerolls, need, armor, level, rads, life int
	}{
		{"one area, no reroll", enemyVuln[0], 0, 1, 0, 1, 0, 10},
		{"one reroll, armor", enemyVuln[0], 1, 2, 1, 2, 0, 10},
		{"two rerolls, radiation, little life", enemyVuln[len(enemyVuln)-1], 2, 3, 0, 3, 3, 5},
		{"every area", 0xff, 1, 3, 2, 1, 0, 1},
		{"needs more than the dice", enemyVuln[0], 1, 4, 0, 1, 0, 10},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			kill, dmg := fightChances(c.vuln, c.rerolls, c.need, c.armor, c.level, c.rads, c.life)
			wk, wd := bruteFight(c.vuln, c.rerolls, c.need, c.armor, c.level, c.rads, c.life)
			if math.Abs(kill-wk) > 0.0006 || math.Abs(dmg-wd) > 0.0006 {
				t.Fatalf("kill %.4f damage %.4f, enumeration %.4f %.4f", kill, dmg, wk, wd)
			}
		})
	}
}

// rule FO-MOVE-6, FO-FIGHT-2, FO-FIGHT-3
// TestForecastView: random games' views forecast a fight against every
// active enemy the viewer's survivor can fight, list the spaces whose
// Aggressive enemies a move would fight, and give nothing to spectators.
func TestForecastView(t *testing.T) {
	fights, ambushes := 0, 0
	for i := 0; i < 40; i++ {
		setup := engine.Setup{Players: 1 + i%MaxPlayers, Seed: uint64(6100 + i)}
		st, err := Game{}.New(setup, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		chooser := engine.NewRNG(setup.Seed)
		for move := 0; !s.Over() && move < 400; move++ {
			if s.View(engine.Spectator).(*View).Forecast != nil {
				t.Fatal("a spectator got a forecast")
			}
			seat := engine.Seat(move % int(s.N))
			fv := s.View(seat).(*View).Forecast
			if fv != nil {
				want := 0
				for tk := range s.Tokens {
					if s.canFight(int(seat), tk, false) || s.rangedWeapon(int(seat)) && s.canFight(int(seat), tk, true) {
						want++
					}
				}
				if len(fv.Fights) != want {
					t.Fatalf("%+v move %d: %d fights forecast, %d enemies in reach", setup, move, len(fv.Fights), want)
				}
				for _, f := range fv.Fights {
					if f.Kill < 0 || f.Kill > 1 || f.KillRerolls < 0 || f.KillRerolls > 1 || f.Damage < 0 || f.Needed < 1 {
						t.Fatalf("%+v: odd forecast %+v", setup, f)
					}
				}
				fights += len(fv.Fights)
				ambushes += len(fv.Ambushes)
			}
			d := engine.DecisionOf(s)
			if _, err := engine.Apply(s, d.Seat, d.Options[chooser.IntN(len(d.Options))].ID); err != nil {
				t.Fatal(err)
			}
		}
	}
	if fights == 0 || ambushes == 0 {
		t.Fatalf("random games forecast %d fights and %d ambushes", fights, ambushes)
	}
}

// rule FO-FIGHT-8, FO-FIGHT-11, FO-FIGHT-12, FO-TEST-5
// TestRollDetail plays random games and checks the roll detail of every
// rolled fight against the fight's events when the next move resolves it
// with the dice as they are: the damage, the hits, the hits needed and
// the XP; and a rolled test's ● against its resolution.
func TestRollDetail(t *testing.T) {
	fights, tests := 0, 0
	for i := 0; i < 60; i++ {
		setup := engine.Setup{Players: 1 + i%MaxPlayers, Seed: uint64(6300 + i)}
		st, err := Game{}.New(setup, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		chooser := engine.NewRNG(setup.Seed)
		for !s.Over() {
			rd := s.View(engine.Spectator).(*View).RollDetail
			d := engine.DecisionOf(s)
			evs, err := engine.Apply(s, d.Seat, d.Options[chooser.IntN(len(d.Options))].ID)
			if err != nil {
				t.Fatal(err)
			}
			if rd == nil || !rd.Rolled {
				continue
			}
		events:
			for _, e := range evs {
				switch ev := e.Data.(type) {
				case DiceRolled, FightBonus:
					break events // the dice or the bonuses changed
				case FightEnemyHits:
					if rd.Kind == "fight" && (ev.Damage != rd.Damage || ev.Armor != rd.Armor) {
						t.Fatalf("%+v: detail %+v, enemy hits %+v", setup, rd, ev)
					}
				case FightResolved:
					if rd.Kind == "fight" && !ev.SurvivorKilled && ev.SupportHits == 0 {
						if ev.Hits != rd.Hits || ev.Needed != rd.Needed || ev.Killed && ev.XP != rd.XP {
							t.Fatalf("%+v: detail %+v, resolved %+v", setup, rd, ev)
						}
						fights++
					}
					break events
				case TestResolved:
					if rd.Kind == "test" && ev.Bullets != rd.Bullets {
						t.Fatalf("%+v: detail %+v, test %+v", setup, rd, ev)
					}
					tests++
					break events
				}
			}
		}
	}
	if fights < 20 || tests < 20 {
		t.Fatalf("checked %d fights and %d tests", fights, tests)
	}
}
