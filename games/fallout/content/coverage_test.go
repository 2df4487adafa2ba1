package content

import (
	"fmt"
	"testing"
)

// mechanics lists every mechanic of the rules catalog that content data can
// express, with the rule that defines it. Each must be used by at least one
// card (or, for the map and the scenario sheet, by the data that carries it).
var mechanics = []struct{ rule, tag string }{
	// Results (section 10).
	{"FO-RESULT-1", "effect:xp:level"},
	{"FO-RESULT-1", "effect:caps:level"},
	{"FO-RESULT-1", "effect:draw:level"},
	{"FO-RESULT-1", "level:plus"},
	{"FO-RESULT-1", "step:test:level"},
	{"FO-RESULT-2", "effect:add"},
	{"FO-RESULT-3", "effect:stage"},
	{"FO-RESULT-4", "effect:xp"},
	{"FO-RESULT-5", "effect:caps"},
	{"FO-RESULT-6", "effect:become"},
	{"FO-RESULT-7", "draw:loot"},
	{"FO-RESULT-7", "draw:asset"},
	{"FO-RESULT-7", "draw:agenda"},
	{"FO-RESULT-7", "draw:xN"},
	{"FO-RESULT-8", "effect:unique"},
	{"FO-RESULT-9", "effect:shop"},
	{"FO-RESULT-10", "effect:power"},
	{"FO-RESULT-10", "power:star"},
	{"FO-RESULT-10", "power:heart"},
	{"FO-RESULT-10", "power:++"},
	{"FO-RESULT-11", "effect:trash"},
	{"FO-ENC-8", "encounter:trash"},
	// Traits (section 21).
	{"FO-TRAIT-1", "become:idolized"},
	{"FO-TRAIT-1", "become:vilified"},
	{"FO-TRAIT-1", "become:synth"},
	{"FO-TRAIT-1", "become:super-mutant"},
	{"FO-TRAIT-1", "become:well-rested"},
	{"FO-TRAIT-1", "become:addicted"},
	{"FO-TRAIT-4", "become:locked"},
	{"FO-TRAIT-5", "effect:lose-trait"},
	{"FO-TRAIT-6", "cond:trait"},
	// Quests (section 9).
	{"FO-QUEST-2", "quest:on-stage"},
	{"FO-QUEST-4", "trigger:kill:type"},
	{"FO-QUEST-4", "trigger:enter"},
	{"FO-EXPLORE-6", "trigger:explore:hazardous"},
	{"FO-EXPLORE-6", "trigger:explore:deadly"},
	{"FO-FACTION-3", "trigger:kill:faction"},
	{"FO-QUEST-5", "objective:action"},
	{"FO-QUEST-5", "cond:at"},
	{"FO-QUEST-5", "cond:at-icon"},
	{"FO-QUEST-5", "objective:steps"},
	{"FO-QUEST-8", "objective:repeatable"},
	{"FO-QUEST-9", "effect:marker"},
	{"FO-QUEST-9", "cond:at-marker"},
	{"FO-QUEST-10", "quest:fight"},
	{"FO-FACTION-2", "effect:place-faction"},
	{"FO-LOYAL-1", "cond:loyal"},
	{"FO-SOLO-2", "cond:with-survivor"},
	{"FO-SOLO-3", "step:test:other"},
	// Encounters and tests (sections 12, 13).
	{"FO-ENC-5", "option:fail"},
	{"FO-ENC-5", "option:automatic"},
	{"FO-ENC-6", "option:requires"},
	{"FO-ENC-7", "option:forced"},
	{"FO-TEST-1", "step:test"},
	{"FO-TEST-1", "step:test:multi"},
	{"FO-TEST-6", "option:no-fail-result"},
	{"FO-FIGHT-20", "step:fight:creature"},
	{"FO-FIGHT-20", "step:fight:human"},
	{"FO-FIGHT-20", "step:fight:robot"},
	{"FO-FIGHT-20", "step:fight:monster"},
	{"FO-FIGHT-20", "step:fight:super-mutant"},
	{"FO-CAPS-3", "step:pay"},
	{"FO-CAPS-3", "effect:lose-caps"},
	{"FO-CAPS-3", "cond:caps"},
	{"FO-CAPS-3", "use:caps"},
	{"FO-INV-3", "discard:kinds"},
	// HP, rads, card effects.
	{"FO-HP-2", "effect:damage"},
	{"FO-HP-2", "effect:heal"},
	{"FO-HP-3", "effect:rads"},
	{"FO-HP-4", "effect:heal-rads"},
	{"FO-INV-3", "effect:discard"},
	{"FO-EXH-3", "effect:unexhaust"},
	{"FO-ENEMY-6", "effect:kill"},
	{"FO-TERRAIN-3", "effect:place"},
	{"FO-TEST-8", "effect:reroll"},
	{"FO-TEST-8", "reroll:letters"},
	{"FO-FIGHT-11", "effect:hit"},
	{"FO-FIGHT-19", "effect:armor"},
	{"FO-MOVE-1", "effect:move-points"},
	// Cards and equipment (sections 23, 24, 25).
	{"FO-EQUIP-7", "item:special"},
	{"FO-FIGHT-3", "item:ranged"},
	{"FO-EQUIP-8", "item:armor:apparel"},
	{"FO-FIGHT-19", "item:armor:other"},
	{"FO-ITEM-1", "item:weapon"},
	{"FO-ITEM-1", "item:apparel"},
	{"FO-ITEM-1", "item:aid"},
	{"FO-ITEM-1", "item:chem"},
	{"FO-ITEM-1", "item:magazine"},
	{"FO-EQUIP-9", "item:companion"},
	{"FO-LOOT-1", "item:event"},
	{"FO-CAMP-3", "item:keep"},
	{"FO-EXH-4", "item:unexhaust-caps"},
	{"FO-EXH-1", "use:exhaust"},
	{"FO-SHOP-5", "recruit:trait"},
	{"FO-SHOP-5", "recruit:special"},
	{"FO-SHOP-5", "recruit:free"},
	{"FO-SHOP-4", "item:no-cost"},
	{"FO-CHAR-2", "character:weapon"},
	{"FO-CHAR-2", "character:apparel"},
	{"FO-CHAR-2", "character:companion"},
	{"FO-CHAR-3", "character:rule"},
	{"FO-TURN-3", "timing:turn"},
	{"FO-PERK-2", "timing:any-action"},
	{"FO-FIGHT-17", "timing:fight"},
	{"FO-FIGHT-17", "timing:before-fight"},
	{"FO-TEST-8", "timing:test"},
	{"FO-LOOT-1", "timing:gain"},
	{"FO-CAMP-2", "timing:camp"},
	{"FO-TERRAIN-2", "timing:irradiated"},
	{"FO-FIGHT-13", "timing:kill"},
	{"FO-PERK-1", "perk:S"}, {"FO-PERK-1", "perk:P"}, {"FO-PERK-1", "perk:E"}, {"FO-PERK-1", "perk:C"},
	{"FO-PERK-1", "perk:I"}, {"FO-PERK-1", "perk:A"}, {"FO-PERK-1", "perk:L"},
	// Agendas and factions (sections 26, 27, 28).
	{"FO-AGENDA-1", "agenda:min:1"}, {"FO-AGENDA-1", "agenda:min:2"}, {"FO-AGENDA-1", "agenda:min:3"}, {"FO-AGENDA-1", "agenda:min:4"},
	{"FO-ACTIV-1", "activates:creature"}, {"FO-ACTIV-1", "activates:human"}, {"FO-ACTIV-1", "activates:robot"},
	{"FO-ACTIV-1", "activates:monster"}, {"FO-ACTIV-1", "activates:super-mutant"},
	{"FO-ACTIV-1", "activates:star"}, {"FO-ACTIV-1", "activates:heart"},
	{"FO-LOYAL-7", "loyalty:star"}, {"FO-LOYAL-7", "loyalty:heart"},
	{"FO-AGENDA-2", "cond:power"},
	{"FO-POWER-5", "cond:power-ahead"},
	{"FO-AGENDA-2", "cond:specials"},
	{"FO-AGENDA-2", "cond:equipped"},
	{"FO-AGENDA-2", "cond:rads"},
	{"FO-AGENDA-2", "cond:uniques"},
	{"FO-AGENDA-2", "cond:perks"},
	{"FO-ENC-6", "cond:not-trait"},
	{"FO-SHOP-5", "cond:special"},
	// Enemies (sections 16, 17).
	{"FO-EABIL-AGG-1", "ability:aggressive"},
	{"FO-EABIL-ARM-1", "ability:armor"},
	{"FO-EABIL-LOOT-1", "ability:loot"},
	{"FO-EABIL-RAD-1", "ability:radiation"},
	{"FO-EABIL-RNG-1", "ability:ranged"},
	{"FO-EABIL-RET-1", "ability:retreat"},
	{"FO-ENEMY-2", "faction-enemy:letter"},
	// Map (section 4).
	{"FO-TERRAIN-1", "terrain:difficult"},
	{"FO-TERRAIN-2", "terrain:irradiated"},
	{"FO-MAP-4", "icon:wasteland"}, {"FO-MAP-4", "icon:settlement"}, {"FO-MAP-4", "icon:vault84"}, {"FO-MAP-4", "icon:vault109"},
	{"FO-SETUP-10", "icon:enemy"},
	{"FO-MAP-6", "tile:double"}, {"FO-MAP-6", "tile:hazardous"}, {"FO-MAP-6", "tile:deadly"},
	{"FO-SETUP-2", "layout:facedown"},
}

// usedTags scans the content for the mechanics it uses.
func usedTags(c *Content) map[string]bool {
	u := map[string]bool{}
	tag := func(format string, args ...any) { u[fmt.Sprintf(format, args...)] = true }
	effects := func(es []Effect, where string) {
		for _, e := range es {
			tag("effect:%s", e.Kind)
			if e.Level {
				tag("effect:%s:level", e.Kind)
				if e.N > 0 {
					tag("level:plus")
				}
			}
			switch e.Kind {
			case "draw":
				tag("draw:%s", e.Deck)
				if e.N > 1 {
					tag("draw:xN")
				}
			case "power":
				tag("power:%s", e.Faction)
				if e.N > 1 {
					tag("power:++")
				}
			case "become":
				tag("become:%s", e.Trait)
				if e.Locked {
					tag("become:locked")
				}
			case "discard":
				if len(e.Kinds) > 0 {
					tag("discard:kinds")
				}
			case "reroll":
				if e.Letters != "" {
					tag("reroll:letters")
				}
			case "trash":
				if where == "encounter" {
					tag("encounter:trash")
				}
			}
		}
	}
	conds := func(cs []Condition) {
		for _, c := range cs {
			tag("cond:%s", c.Kind)
		}
	}
	steps := func(ss []Step) {
		for _, s := range ss {
			tag("step:%s", s.Kind)
			if s.Kind == "test" {
				if len(s.Letters) > 1 {
					tag("step:test:multi")
				}
				if s.Level {
					tag("step:test:level")
				}
				if s.Other {
					tag("step:test:other")
				}
			}
			if s.Kind == "fight" {
				tag("step:fight:%s", s.Enemy)
			}
		}
	}
	uses := func(us []Use) {
		for _, x := range us {
			tag("timing:%s", x.Timing)
			if x.Exhaust {
				tag("use:exhaust")
			}
			if x.Caps > 0 {
				tag("use:caps")
			}
			effects(x.Effects, "use")
		}
	}
	item := func(it *Item, list string) {
		tag("item:%s", it.Kind)
		if list == "character" {
			tag("character:%s", it.Kind)
		}
		if it.Special != "" {
			tag("item:special")
		}
		if it.Ranged {
			tag("item:ranged")
		}
		if it.Armor > 0 && it.Kind == Apparel {
			tag("item:armor:apparel")
		}
		if it.Keep != nil {
			tag("item:keep")
			conds([]Condition{*it.Keep})
		}
		if it.UnexhaustCaps > 0 {
			tag("item:unexhaust-caps")
		}
		if it.Cost == 0 && it.Kind != Event && list != "character" {
			tag("item:no-cost")
		}
		if list == "assets" && it.Kind == Companion {
			if it.Recruit == nil {
				tag("recruit:free")
			} else {
				tag("recruit:%s", it.Recruit.Kind)
			}
		}
		for _, x := range it.Uses {
			for _, e := range x.Effects {
				if e.Kind == "armor" && it.Kind != Apparel {
					tag("item:armor:other")
				}
			}
		}
		uses(it.Uses)
	}
	for _, s := range c.Scenarios {
		effects(s.Start, "start")
		for _, f := range Factions {
			if lv := s.Faction(f).Enemy.Level; lv == "X" || lv == "Y" {
				tag("faction-enemy:letter")
			}
		}
		for _, p := range s.Layout {
			if p.Facedown != "" {
				tag("layout:facedown")
			}
		}
	}
	for _, q := range c.Quests {
		if len(q.OnStage) > 0 {
			tag("quest:on-stage")
		}
		effects(q.OnStage, "quest")
		for _, ob := range q.Objectives {
			if ob.Action {
				tag("objective:action")
			}
			if len(ob.Steps) > 0 {
				tag("objective:steps")
			}
			if t := ob.Trigger; t != nil {
				switch {
				case t.Kind == "kill" && t.Faction != "":
					tag("trigger:kill:faction")
				case t.Kind == "kill":
					tag("trigger:kill:type")
				case t.Kind == "explore":
					tag("trigger:explore:%s", t.Back)
				default:
					tag("trigger:%s", t.Kind)
				}
			}
			trashed := false
			for _, e := range ob.Results {
				trashed = trashed || e.Kind == "trash"
			}
			if !trashed {
				tag("objective:repeatable")
			}
			for _, s := range ob.Steps {
				if s.Kind == "fight" {
					tag("quest:fight")
				}
			}
			conds(ob.Requires)
			steps(ob.Steps)
			effects(ob.Results, "quest")
		}
	}
	for _, e := range c.Encounters {
		for _, op := range e.Options {
			if op.Forced {
				tag("option:forced")
			}
			if len(op.Requires) > 0 {
				tag("option:requires")
			}
			if len(op.Steps) == 0 {
				tag("option:automatic")
			}
			if op.Fail != nil {
				tag("option:fail")
				if len(op.Fail.Results) == 0 {
					tag("option:no-fail-result")
				}
			}
			conds(op.Requires)
			steps(op.Steps)
			effects(op.Success.Results, "encounter")
			if op.Fail != nil {
				effects(op.Fail.Results, "encounter")
			}
		}
	}
	for i := range c.Loot {
		item(&c.Loot[i], "loot")
	}
	for i := range c.Assets {
		item(&c.Assets[i], "assets")
	}
	for i := range c.Uniques {
		item(&c.Uniques[i], "uniques")
	}
	for i := range c.Survivors {
		item(&c.Survivors[i].Card, "character")
	}
	for _, p := range c.Perks {
		tag("perk:%s", p.Letter)
		uses([]Use{p.Use})
	}
	for _, a := range c.Agendas {
		tag("agenda:min:%d", a.MinPlayers)
		for _, x := range a.Activates {
			tag("activates:%s", x)
		}
		if a.Faction != "" {
			tag("loyalty:%s", a.Faction)
		}
		conds([]Condition{a.Influence.When})
	}
	for _, e := range c.Enemies {
		for _, a := range e.Abilities {
			tag("ability:%s", a)
		}
	}
	for _, tl := range c.Tiles {
		tag("tile:%s", tl.Back)
		for _, f := range []*Face{&tl.Front, tl.Reverse} {
			if f == nil {
				continue
			}
			for _, sp := range f.Spaces {
				if sp.Terrain != "" {
					tag("terrain:%s", sp.Terrain)
				}
				if sp.Encounter != nil {
					tag("icon:%s", sp.Encounter.Deck)
				}
				if len(sp.Enemies) > 0 {
					tag("icon:enemy")
				}
			}
		}
	}
	return u
}

// Every mechanic of the rules is used by at least one card: an engine that
// plays the default content exercises every rule that content can express.
func TestEveryMechanicIsUsed(t *testing.T) {
	used := usedTags(Default())
	for _, m := range mechanics {
		if !used[m.tag] {
			t.Errorf("no content uses %s (rule %s)", m.tag, m.rule)
		}
	}
}

// The mechanics list names every effect, condition, step and trigger kind of
// the schema, so a new kind cannot be added without content using it.
func TestMechanicsListCoversTheVocabulary(t *testing.T) {
	listed := map[string]bool{}
	for _, m := range mechanics {
		listed[m.tag] = true
	}
	for k := range EffectKinds {
		if !listed["effect:"+k] && !listed["effect:"+k+":level"] {
			t.Errorf("effect %s is not in the mechanics list", k)
		}
	}
	for k := range ConditionKinds {
		if !listed["cond:"+k] {
			t.Errorf("condition %s is not in the mechanics list", k)
		}
	}
	for k := range StepKinds {
		if !listed["step:"+k] && !listed["step:"+k+":creature"] {
			t.Errorf("step %s is not in the mechanics list", k)
		}
	}
	for _, tm := range Timings {
		if !listed["timing:"+string(tm)] {
			t.Errorf("timing %s is not in the mechanics list", tm)
		}
	}
}
