// Fallout's content that the table shows beside the view: the tiles with
// the names and edges of their spaces (to draw the map), survivors, items,
// agenda cards, perks, enemy tokens and the co-op pack's cards. Generated
// from the content games/fallout/content embeds by `go generate ./...`
// (web/internal/gencontent). Do not edit by hand.
export default {
  "agendas": {
    "ag01": {
      "id": "ag01",
      "title": "Water Rights",
      "faction": "star",
      "activates": [
        "human",
        "robot"
      ],
      "text": "+2 influence while ★ has advanced more spaces than ♥."
    },
    "ag02": {
      "id": "ag02",
      "title": "Machine Hymn",
      "faction": "heart",
      "activates": [
        "robot",
        "creature"
      ],
      "text": "+2 influence while ♥ has advanced more spaces than ★."
    },
    "ag03": {
      "id": "ag03",
      "title": "Guild Ledger",
      "faction": "star",
      "activates": [
        "human",
        "star"
      ],
      "text": "+1 influence while you have 8 or more Caps."
    },
    "ag04": {
      "id": "ag04",
      "title": "Choir Convert",
      "faction": "heart",
      "activates": [
        "super-mutant",
        "heart"
      ],
      "text": "+2 influence while you are a Synth."
    },
    "ag05": {
      "id": "ag05",
      "title": "Folk Hero",
      "activates": [
        "creature",
        "human"
      ],
      "text": "+2 influence while you are Idolized."
    },
    "ag06": {
      "id": "ag06",
      "title": "Outlaw",
      "activates": [
        "monster",
        "human"
      ],
      "text": "+2 influence while you are Vilified."
    },
    "ag07": {
      "id": "ag07",
      "title": "Well Read",
      "activates": [
        "robot"
      ],
      "text": "+1 influence while you own 4 or more S.P.E.C.I.A.L. tokens."
    },
    "ag08": {
      "id": "ag08",
      "title": "Collector",
      "activates": [
        "creature",
        "super-mutant"
      ],
      "text": "+2 influence while you hold a unique asset."
    },
    "ag09": {
      "id": "ag09",
      "title": "Veteran",
      "activates": [
        "monster"
      ],
      "text": "+1 influence while you hold a perk."
    },
    "ag10": {
      "id": "ag10",
      "title": "Pack Leader",
      "activates": [
        "super-mutant",
        "creature"
      ],
      "text": "+1 influence while you have a companion equipped."
    },
    "ag11": {
      "id": "ag11",
      "title": "Glow Walker",
      "activates": [
        "robot",
        "monster"
      ],
      "text": "+2 influence while you have 6 or more rads."
    },
    "ag12": {
      "id": "ag12",
      "title": "Guild Captain",
      "faction": "star",
      "activates": [
        "human",
        "star",
        "robot"
      ],
      "text": "+2 influence while you display loyalty to ★."
    },
    "ag13": {
      "id": "ag13",
      "title": "Choir Deacon",
      "faction": "heart",
      "activates": [
        "robot",
        "heart",
        "creature"
      ],
      "text": "+2 influence while you display loyalty to ♥."
    },
    "ag14": {
      "id": "ag14",
      "title": "Deep Pockets",
      "activates": [
        "creature",
        "human"
      ],
      "text": "+2 influence while you have 15 or more Caps."
    },
    "ag15": {
      "id": "ag15",
      "title": "Mutant Kin",
      "activates": [
        "super-mutant"
      ],
      "text": "+2 influence while you are a Super Mutant."
    },
    "ag16": {
      "id": "ag16",
      "title": "Rising Tide",
      "faction": "star",
      "activates": [
        "star",
        "human"
      ],
      "text": "+1 influence while ★ has advanced 5 or more spaces."
    },
    "ag17": {
      "id": "ag17",
      "title": "Iron Chorus",
      "faction": "heart",
      "activates": [
        "heart",
        "robot"
      ],
      "text": "+1 influence while ♥ has advanced 5 or more spaces."
    },
    "ag18": {
      "id": "ag18",
      "title": "Early Riser",
      "activates": [
        "monster",
        "creature"
      ],
      "text": "+1 influence while you are Well Rested."
    },
    "ag19": {
      "id": "ag19",
      "title": "Marksman",
      "activates": [
        "human",
        "super-mutant"
      ],
      "text": "+1 influence while you have a weapon equipped."
    },
    "ag20": {
      "id": "ag20",
      "title": "Ironclad",
      "activates": [
        "robot",
        "human"
      ],
      "text": "+1 influence while you have apparel equipped."
    },
    "ag21": {
      "id": "ag21",
      "title": "Polymath",
      "activates": [
        "star",
        "heart"
      ],
      "text": "+1 influence while you own 5 or more S.P.E.C.I.A.L. tokens."
    },
    "ag22": {
      "id": "ag22",
      "title": "Dealmaker",
      "faction": "star",
      "activates": [
        "human",
        "creature"
      ],
      "text": "+2 influence while you have 12 or more Caps."
    },
    "ag23": {
      "id": "ag23",
      "title": "Zealot",
      "faction": "heart",
      "activates": [
        "monster",
        "super-mutant"
      ],
      "text": "+2 influence while you are Addicted."
    }
  },
  "coop": {
    "act-bonfires": {
      "name": "Bonfires on the Ridge",
      "kind": "activation",
      "enemies": [
        "human",
        "super-mutant"
      ]
    },
    "act-caravan-gone": {
      "name": "A Caravan Gone Quiet",
      "kind": "activation",
      "enemies": [
        "human",
        "robot"
      ]
    },
    "act-dry-wells": {
      "name": "Dry Wells",
      "kind": "activation",
      "enemies": [
        "creature",
        "robot"
      ]
    },
    "act-dust-storm": {
      "name": "Dust Storm",
      "kind": "activation",
      "enemies": [
        "creature",
        "human"
      ]
    },
    "act-hunting-season": {
      "name": "Hunting Season",
      "kind": "activation",
      "enemies": [
        "super-mutant",
        "monster"
      ]
    },
    "act-long-night": {
      "name": "The Long Night",
      "kind": "activation",
      "enemies": [
        "monster",
        "creature"
      ]
    },
    "act-static": {
      "name": "Static on Every Channel",
      "kind": "activation",
      "enemies": [
        "robot",
        "super-mutant"
      ]
    },
    "act-tremors": {
      "name": "Tremors",
      "kind": "activation",
      "enemies": [
        "monster",
        "human"
      ]
    },
    "mod-bayonet-lug": {
      "name": "Bayonet Lug",
      "kind": "mod",
      "text": "Weapon: +1 armor in fights."
    },
    "mod-hair-trigger": {
      "name": "Hair Trigger",
      "kind": "mod",
      "text": "Weapon: 2 rerolls when the fight dice are rolled; 1 less armor."
    },
    "mod-heavy-grip": {
      "name": "Heavy Grip",
      "kind": "mod",
      "text": "Weapon: +1 hit in fights; 1 MP less per Move action."
    },
    "mod-lead-lining": {
      "name": "Lead Lining",
      "kind": "mod",
      "text": "Apparel: +1 armor."
    },
    "mod-lead-lining-2": {
      "name": "Lead Lining",
      "kind": "mod",
      "text": "Apparel: +1 armor."
    },
    "mod-light-frame": {
      "name": "Light Frame",
      "kind": "mod",
      "text": "Apparel: 1 MP more per Move action."
    },
    "mod-long-barrel": {
      "name": "Long Barrel",
      "kind": "mod",
      "text": "Weapon: 1 reroll when the fight dice are rolled."
    },
    "mod-long-barrel-2": {
      "name": "Long Barrel",
      "kind": "mod",
      "text": "Weapon: 1 reroll when the fight dice are rolled."
    },
    "mod-padded-seams": {
      "name": "Padded Seams",
      "kind": "mod",
      "text": "Apparel: camping recovers 2 HP more."
    },
    "mod-plated-shoulders": {
      "name": "Plated Shoulders",
      "kind": "mod",
      "text": "Apparel: +2 armor; 1 MP less per Move action."
    },
    "mod-pocketed-lining": {
      "name": "Pocketed Lining",
      "kind": "mod",
      "text": "Apparel: 1 reroll when the fight dice are rolled."
    },
    "mod-reflective-weave": {
      "name": "Reflective Weave",
      "kind": "mod",
      "text": "Apparel: +1 armor; camping recovers 1 HP more."
    },
    "mod-scrap-scope": {
      "name": "Scrap Scope",
      "kind": "mod",
      "text": "Weapon: 1 reroll when the fight dice are rolled."
    },
    "mod-serrated-edge": {
      "name": "Serrated Edge",
      "kind": "mod",
      "text": "Weapon: +1 hit in fights."
    },
    "mut-claws": {
      "name": "Bone Claws",
      "kind": "mutation",
      "text": "Boon: +1 hit in fights. Drawback: 1 less armor."
    },
    "mut-extra-lung": {
      "name": "Extra Lung",
      "kind": "mutation",
      "text": "Boon: 1 MP more per Move action. Drawback: 1 fewer reroll in fights."
    },
    "mut-fast-healing": {
      "name": "Fast Mending",
      "kind": "mutation",
      "text": "Boon: camping recovers 2 HP more. Drawback: 1 fewer reroll in fights."
    },
    "mut-glowing-skin": {
      "name": "Glowing Skin",
      "kind": "mutation",
      "text": "Boon: +1 armor. Drawback: camping recovers 1 HP less."
    },
    "mut-heavy-frame": {
      "name": "Heavy Frame",
      "kind": "mutation",
      "text": "Boon: +2 armor. Drawback: 1 MP less per Move action and 1 less hit in fights."
    },
    "mut-hollow-bones": {
      "name": "Hollow Bones",
      "kind": "mutation",
      "text": "Boon: 1 MP more per Move action. Drawback: camping recovers 1 HP less."
    },
    "mut-iron-gut": {
      "name": "Iron Gut",
      "kind": "mutation",
      "text": "Boon: camping recovers 1 HP more. Drawback: 1 fewer reroll in fights."
    },
    "mut-long-legs": {
      "name": "Long Legs",
      "kind": "mutation",
      "text": "Boon: 1 MP more per Move action. Drawback: 1 less armor."
    },
    "mut-night-eyes": {
      "name": "Night Eyes",
      "kind": "mutation",
      "text": "Boon: 1 reroll in fights. Drawback: 1 less armor."
    },
    "mut-rage": {
      "name": "Red Rage",
      "kind": "mutation",
      "text": "Boon: +1 hit in fights. Drawback: camping recovers 2 HP less."
    },
    "mut-spines": {
      "name": "Back Spines",
      "kind": "mutation",
      "text": "Boon: +1 armor. Drawback: 1 fewer reroll in fights."
    },
    "mut-thick-hide": {
      "name": "Thick Hide",
      "kind": "mutation",
      "text": "Boon: +1 armor. Drawback: 1 MP less per Move action."
    },
    "mut-third-eye": {
      "name": "Third Eye",
      "kind": "mutation",
      "text": "Boon: 1 reroll in fights. Drawback: camping recovers 1 HP less."
    },
    "mut-twitchy": {
      "name": "Twitchy Reflexes",
      "kind": "mutation",
      "text": "Boon: 2 rerolls in fights. Drawback: 1 MP less per Move action."
    },
    "task-bench-a": {
      "name": "Tinkerers' Bench",
      "kind": "task",
      "text": "The group has gained 3 workshop upgrades."
    },
    "task-bench-b": {
      "name": "Tinkerers' Bench",
      "kind": "task",
      "text": "The group has gained 3 workshop upgrades."
    },
    "task-break-ranks-a": {
      "name": "Break Their Ranks",
      "kind": "task",
      "text": "The survivors have killed 2 enemies of the hostile faction."
    },
    "task-break-ranks-b": {
      "name": "Break Their Ranks",
      "kind": "task",
      "text": "The survivors have killed 2 enemies of the hostile faction."
    },
    "task-charting-a": {
      "name": "Charting the Basin",
      "kind": "task",
      "text": "3 map tiles have been explored."
    },
    "task-charting-b": {
      "name": "Charting the Basin",
      "kind": "task",
      "text": "3 map tiles have been explored."
    },
    "task-glow": {
      "name": "The Glow Within",
      "kind": "task",
      "text": "A mutation has been revealed."
    },
    "task-safehouses": {
      "name": "Safe Houses",
      "kind": "task",
      "text": "3 C.A.M.P. tokens are on the map."
    },
    "task-thin-herd-a": {
      "name": "Thin the Herd",
      "kind": "task",
      "text": "The survivors have killed 5 enemies."
    },
    "task-thin-herd-b": {
      "name": "Thin the Herd",
      "kind": "task",
      "text": "The survivors have killed 5 enemies."
    },
    "task-tuned-up": {
      "name": "Tuned Up",
      "kind": "task",
      "text": "2 mods are attached to the survivors' items."
    },
    "task-war-chest": {
      "name": "War Chest",
      "kind": "task",
      "text": "The survivors hold 15 Caps together."
    },
    "ws-armory": {
      "name": "Armory",
      "kind": "workshop",
      "text": "Lasting: every survivor has +1 armor in fights."
    },
    "ws-barricades": {
      "name": "Barricades",
      "kind": "workshop",
      "text": "The hostile token moves 1 space up."
    },
    "ws-beds": {
      "name": "Proper Beds",
      "kind": "workshop",
      "text": "Lasting: camping recovers 1 HP more."
    },
    "ws-clinic": {
      "name": "Field Clinic",
      "kind": "workshop",
      "text": "Every survivor recovers 3 HP."
    },
    "ws-lookout-tower": {
      "name": "Lookout Tower",
      "kind": "workshop",
      "text": "The group gains 1 C.A.M.P. token."
    },
    "ws-radio-mast": {
      "name": "Radio Mast",
      "kind": "workshop",
      "text": "The group gains 1 C.A.M.P. token."
    },
    "ws-range": {
      "name": "Firing Range",
      "kind": "workshop",
      "text": "Lasting: every survivor has 1 reroll when the fight dice are rolled."
    },
    "ws-scrap-market": {
      "name": "Scrap Market",
      "kind": "workshop",
      "text": "Every survivor gains 1 Cap."
    },
    "ws-signal-fire": {
      "name": "Signal Fire",
      "kind": "workshop",
      "text": "Every survivor gains 1 XP. The hostile token moves 1 space up."
    },
    "ws-training-yard": {
      "name": "Training Yard",
      "kind": "workshop",
      "text": "Every survivor gains 1 XP."
    },
    "ws-water-pump": {
      "name": "Water Pump",
      "kind": "workshop",
      "text": "Every survivor gains 2 Caps."
    },
    "ws-workbench": {
      "name": "Workbench",
      "kind": "workshop",
      "text": "Every survivor gains 1 Cap. Lasting: camping recovers 1 HP more."
    }
  },
  "enemies": {
    "brine-leech": {
      "id": "brine-leech",
      "name": "Brine Leech",
      "type": "creature",
      "level": 1,
      "vulnerable": [
        "body",
        "arms"
      ],
      "abilities": [
        "radiation",
        "retreat"
      ]
    },
    "burrow-hog": {
      "id": "burrow-hog",
      "name": "Burrow Hog",
      "type": "creature",
      "level": 1,
      "vulnerable": [
        "head",
        "legs"
      ],
      "abilities": [
        "aggressive"
      ]
    },
    "chem-fiend": {
      "id": "chem-fiend",
      "name": "Chem Fiend",
      "type": "human",
      "level": 2,
      "vulnerable": [
        "head",
        "arms"
      ],
      "abilities": [
        "aggressive"
      ]
    },
    "crawler-turret": {
      "id": "crawler-turret",
      "name": "Crawler Turret",
      "type": "robot",
      "level": 2,
      "vulnerable": [
        "legs",
        "body"
      ],
      "abilities": [
        "ranged",
        "armor"
      ]
    },
    "dune-sniper": {
      "id": "dune-sniper",
      "name": "Dune Sniper",
      "type": "human",
      "level": 2,
      "vulnerable": [
        "body"
      ],
      "abilities": [
        "ranged",
        "retreat"
      ]
    },
    "dune-strider": {
      "id": "dune-strider",
      "name": "Dune Strider",
      "type": "creature",
      "level": 1,
      "vulnerable": [
        "legs"
      ]
    },
    "dust-hound": {
      "id": "dust-hound",
      "name": "Dust Hound",
      "type": "creature",
      "level": 2,
      "vulnerable": [
        "head",
        "body"
      ],
      "abilities": [
        "aggressive"
      ]
    },
    "dust-wyrm": {
      "id": "dust-wyrm",
      "name": "Dust Wyrm",
      "type": "monster",
      "level": 3,
      "vulnerable": [
        "body",
        "legs"
      ],
      "abilities": [
        "aggressive"
      ]
    },
    "glow-hulk": {
      "id": "glow-hulk",
      "name": "Glow Hulk",
      "type": "monster",
      "level": 3,
      "vulnerable": [
        "head",
        "arms"
      ],
      "abilities": [
        "radiation",
        "armor"
      ]
    },
    "glowfly-swarm": {
      "id": "glowfly-swarm",
      "name": "Glowfly Swarm",
      "type": "creature",
      "level": 1,
      "vulnerable": [
        "body"
      ],
      "abilities": [
        "radiation"
      ]
    },
    "glowing-mutant": {
      "id": "glowing-mutant",
      "name": "Glowing Mutant",
      "type": "super-mutant",
      "level": 3,
      "vulnerable": [
        "body",
        "arms",
        "legs"
      ],
      "abilities": [
        "radiation"
      ]
    },
    "heavy-loader": {
      "id": "heavy-loader",
      "name": "Heavy Loader",
      "type": "robot",
      "level": 3,
      "vulnerable": [
        "arms",
        "body",
        "head"
      ],
      "abilities": [
        "aggressive"
      ]
    },
    "marsh-horror": {
      "id": "marsh-horror",
      "name": "Marsh Horror",
      "type": "monster",
      "level": 2,
      "vulnerable": [
        "arms",
        "legs"
      ],
      "abilities": [
        "aggressive",
        "retreat"
      ]
    },
    "mutant-brute": {
      "id": "mutant-brute",
      "name": "Mutant Brute",
      "type": "super-mutant",
      "level": 2,
      "vulnerable": [
        "head",
        "body"
      ],
      "abilities": [
        "aggressive"
      ]
    },
    "mutant-gunner": {
      "id": "mutant-gunner",
      "name": "Mutant Gunner",
      "type": "super-mutant",
      "level": 2,
      "vulnerable": [
        "arms",
        "body"
      ],
      "abilities": [
        "ranged"
      ]
    },
    "mutant-hound": {
      "id": "mutant-hound",
      "name": "Mutant Hound",
      "type": "super-mutant",
      "level": 1,
      "vulnerable": [
        "legs",
        "body"
      ],
      "abilities": [
        "aggressive"
      ]
    },
    "mutant-warlord": {
      "id": "mutant-warlord",
      "name": "Mutant Warlord",
      "type": "super-mutant",
      "level": 3,
      "vulnerable": [
        "head",
        "arms",
        "legs"
      ],
      "abilities": [
        "armor",
        "loot"
      ]
    },
    "pale-stalker": {
      "id": "pale-stalker",
      "name": "Pale Stalker",
      "type": "monster",
      "level": 3,
      "vulnerable": [
        "head",
        "legs",
        "arms"
      ],
      "abilities": [
        "retreat"
      ]
    },
    "patrol-drone": {
      "id": "patrol-drone",
      "name": "Patrol Drone",
      "type": "robot",
      "level": 1,
      "vulnerable": [
        "head"
      ],
      "abilities": [
        "ranged"
      ]
    },
    "raider-boss": {
      "id": "raider-boss",
      "name": "Raider Boss",
      "type": "human",
      "level": 3,
      "vulnerable": [
        "head",
        "body",
        "legs"
      ],
      "abilities": [
        "armor",
        "loot"
      ]
    },
    "road-butcher": {
      "id": "road-butcher",
      "name": "Road Butcher",
      "type": "human",
      "level": 2,
      "vulnerable": [
        "head",
        "legs"
      ],
      "abilities": [
        "aggressive",
        "loot"
      ]
    },
    "salt-crab": {
      "id": "salt-crab",
      "name": "Salt Crab",
      "type": "creature",
      "level": 2,
      "vulnerable": [
        "arms",
        "legs"
      ],
      "abilities": [
        "armor"
      ]
    },
    "scrap-raider": {
      "id": "scrap-raider",
      "name": "Scrap Raider",
      "type": "human",
      "level": 1,
      "vulnerable": [
        "head",
        "body"
      ],
      "abilities": [
        "loot"
      ]
    },
    "scrap-sentry": {
      "id": "scrap-sentry",
      "name": "Scrap Sentry",
      "type": "robot",
      "level": 2,
      "vulnerable": [
        "head",
        "body"
      ],
      "abilities": [
        "armor"
      ]
    },
    "servo-butler": {
      "id": "servo-butler",
      "name": "Servo Butler",
      "type": "robot",
      "level": 1,
      "vulnerable": [
        "arms",
        "legs"
      ],
      "abilities": [
        "loot"
      ]
    },
    "shale-mantis": {
      "id": "shale-mantis",
      "name": "Shale Mantis",
      "type": "creature",
      "level": 2,
      "vulnerable": [
        "arms"
      ],
      "abilities": [
        "retreat"
      ]
    },
    "toll-bandit": {
      "id": "toll-bandit",
      "name": "Toll Bandit",
      "type": "human",
      "level": 1,
      "vulnerable": [
        "arms",
        "body"
      ],
      "abilities": [
        "ranged"
      ]
    }
  },
  "items": {
    "ambush": {
      "id": "ambush",
      "name": "Ambush",
      "kind": "event",
      "text": "The bag was bait. Suffer 3 damage."
    },
    "basin-longrifle": {
      "id": "basin-longrifle",
      "name": "Basin Longrifle",
      "kind": "weapon",
      "cost": 8,
      "special": "PAL",
      "ranged": true,
      "text": "The last rifle of the old rangers."
    },
    "battle-brew": {
      "id": "battle-brew",
      "name": "Battle Brew",
      "kind": "chem",
      "cost": 3,
      "text": "Discard in a fight: 1 extra hit and 1 reroll. Become Addicted."
    },
    "bull-tonic": {
      "id": "bull-tonic",
      "name": "Bull Tonic",
      "kind": "chem",
      "cost": 2,
      "text": "Discard in a fight: 1 extra hit. Become Addicted, with a lock."
    },
    "cactus-salve": {
      "id": "cactus-salve",
      "name": "Cactus Salve",
      "kind": "aid",
      "cost": 1,
      "text": "When you camp, you may discard it: recover 3 more HP."
    },
    "calm-pills": {
      "id": "calm-pills",
      "name": "Calm Pills",
      "kind": "chem",
      "cost": 2,
      "text": "Discard: lose the Addicted trait and recover 1 HP."
    },
    "canned-stew": {
      "id": "canned-stew",
      "name": "Canned Stew",
      "kind": "aid",
      "cost": 1,
      "text": "Discard: recover 2 HP."
    },
    "cantor-fork": {
      "id": "cantor-fork",
      "name": "Cantor's Tuning Fork",
      "kind": "weapon",
      "cost": 5,
      "special": "CI",
      "ranged": true,
      "text": "Rings at the pitch of machines. Exhaust in a fight: 1 extra hit."
    },
    "chain-whip": {
      "id": "chain-whip",
      "name": "Chain Whip",
      "kind": "weapon",
      "cost": 2,
      "special": "SA",
      "text": "Reaches around shields and corners."
    },
    "choir-vestments": {
      "id": "choir-vestments",
      "name": "Choir Vestments",
      "kind": "apparel",
      "cost": 5,
      "armor": 1,
      "text": "Exhaust in a test: 2 rerolls."
    },
    "clear-eye": {
      "id": "clear-eye",
      "name": "Clear Eye",
      "kind": "chem",
      "cost": 2,
      "text": "Discard in a test: 2 rerolls."
    },
    "combat-armor": {
      "id": "combat-armor",
      "name": "Combat Armor",
      "kind": "apparel",
      "cost": 7,
      "armor": 2,
      "text": "Exhaust in a fight: 1 more armor."
    },
    "combat-knife": {
      "id": "combat-knife",
      "name": "Combat Knife",
      "kind": "weapon",
      "cost": 2,
      "special": "SA",
      "text": "Balanced for throwing and for not throwing."
    },
    "courier-duster": {
      "id": "courier-duster",
      "name": "Courier Duster",
      "kind": "apparel",
      "armor": 1,
      "text": "Exhaust: gain 1 MP."
    },
    "crossbow": {
      "id": "crossbow",
      "name": "Crossbow",
      "kind": "weapon",
      "cost": 3,
      "special": "AP",
      "ranged": true,
      "text": "Silent and slow."
    },
    "doctors-bag": {
      "id": "doctors-bag",
      "name": "Doctor's Bag",
      "kind": "aid",
      "cost": 3,
      "text": "Discard: recover 6 HP."
    },
    "double-barrel": {
      "id": "double-barrel",
      "name": "Double Barrel",
      "kind": "weapon",
      "cost": 4,
      "special": "SP",
      "text": "Two chances to make a point."
    },
    "drifter-cloak": {
      "id": "drifter-cloak",
      "name": "Drifter's Cloak",
      "kind": "apparel",
      "cost": 4,
      "armor": 1,
      "text": "Exhaust: gain 2 MP."
    },
    "faithful-hound": {
      "id": "faithful-hound",
      "name": "Faithful Hound",
      "kind": "companion",
      "text": "Anyone may recruit it. Exhaust in a fight: 1 reroll. Leaves if you are Vilified."
    },
    "field-dressing": {
      "id": "field-dressing",
      "name": "Field Dressing",
      "kind": "aid",
      "cost": 1,
      "text": "Discard: recover 3 HP."
    },
    "flare-gun": {
      "id": "flare-gun",
      "name": "Flare Gun",
      "kind": "weapon",
      "cost": 3,
      "special": "P",
      "ranged": true,
      "text": "In a fight, discard it to blind the enemy: 2 extra hits."
    },
    "gas-mask": {
      "id": "gas-mask",
      "name": "Gas Mask",
      "kind": "apparel",
      "cost": 2,
      "text": "When you move into irradiated terrain, heal 1 rad."
    },
    "ghoul-hide": {
      "id": "ghoul-hide",
      "name": "Ghoul Hide",
      "kind": "rule",
      "text": "When you move into irradiated terrain, heal 1 rad and recover 1 HP."
    },
    "glow-gum": {
      "id": "glow-gum",
      "name": "Glow Gum",
      "kind": "chem",
      "cost": 1,
      "text": "Discard: gain 2 MP and suffer 1 rad."
    },
    "guild-plate": {
      "id": "guild-plate",
      "name": "Guild Plate",
      "kind": "apparel",
      "cost": 8,
      "armor": 3,
      "text": "Armor of the Canal Guild's captains."
    },
    "gunsmith-monthly": {
      "id": "gunsmith-monthly",
      "name": "Gunsmith Monthly",
      "kind": "magazine",
      "cost": 2,
      "text": "Discard: gain 2 XP."
    },
    "hazmat-suit": {
      "id": "hazmat-suit",
      "name": "Hazmat Suit",
      "kind": "apparel",
      "cost": 4,
      "text": "When you move into irradiated terrain, heal 1 rad. Exhaust: heal 1 rad."
    },
    "hidden-stash": {
      "id": "hidden-stash",
      "name": "Hidden Stash",
      "kind": "event",
      "text": "Someone buried their savings here. Gain 3 Caps."
    },
    "hired-gun": {
      "id": "hired-gun",
      "name": "Hired Gun",
      "kind": "companion",
      "text": "Recruit with C. Exhaust in a fight: 1 extra hit. Pay 2 Caps to unexhaust; leaves if you have no Caps."
    },
    "hunting-knife": {
      "id": "hunting-knife",
      "name": "Hunting Knife",
      "kind": "weapon",
      "cost": 2,
      "special": "AL",
      "text": "Sharp, quiet and easy to hide."
    },
    "iron-sister": {
      "id": "iron-sister",
      "name": "Iron Sister",
      "kind": "companion",
      "text": "A war robot who likes you. Exhaust in a fight: 1 extra hit and 1 more armor. Stays while you have a weapon equipped."
    },
    "knights-rifle": {
      "id": "knights-rifle",
      "name": "Knight's Rifle",
      "kind": "weapon",
      "special": "SP",
      "ranged": true,
      "text": "The rifle you kept when they cast you out."
    },
    "laser-carbine": {
      "id": "laser-carbine",
      "name": "Laser Carbine",
      "kind": "weapon",
      "cost": 6,
      "special": "PI",
      "ranged": true,
      "text": "Exhaust in a fight: 1 reroll."
    },
    "leather-armor": {
      "id": "leather-armor",
      "name": "Leather Armor",
      "kind": "apparel",
      "cost": 3,
      "armor": 1,
      "text": "Boiled hide, stitched tight."
    },
    "lever-rifle": {
      "id": "lever-rifle",
      "name": "Lever Rifle",
      "kind": "weapon",
      "cost": 5,
      "special": "PL",
      "ranged": true,
      "text": "Six shots and a long reach."
    },
    "lost-eyebot": {
      "id": "lost-eyebot",
      "name": "Lost Eyebot",
      "kind": "companion",
      "text": "Exhaust: 1 MP. Pay 1 Cap to unexhaust it. Stays only with a survivor who owns I."
    },
    "lost-schematics": {
      "id": "lost-schematics",
      "name": "Lost Schematics",
      "kind": "magazine",
      "cost": 4,
      "text": "Discard: gain 4 XP."
    },
    "mechanist": {
      "id": "mechanist",
      "name": "Mechanist",
      "kind": "companion",
      "text": "Recruit with I. Pay 1 Cap and exhaust: recover 3 HP. Stays with a survivor owning 2 or more S.P.E.C.I.A.L. tokens."
    },
    "med-kit": {
      "id": "med-kit",
      "name": "Med Kit",
      "kind": "aid",
      "cost": 3,
      "text": "Discard: recover 5 HP."
    },
    "metal-armor": {
      "id": "metal-armor",
      "name": "Metal Armor",
      "kind": "apparel",
      "cost": 5,
      "armor": 2,
      "text": "Car doors, riveted."
    },
    "miracle-serum": {
      "id": "miracle-serum",
      "name": "Miracle Serum",
      "kind": "aid",
      "cost": 4,
      "text": "Discard: recover 8 HP and heal 4 rads."
    },
    "nail-board": {
      "id": "nail-board",
      "name": "Nail Board",
      "kind": "weapon",
      "cost": 1,
      "special": "S",
      "text": "A plank, many nails, no manners."
    },
    "old-tom": {
      "id": "old-tom",
      "name": "Old Tom",
      "kind": "companion",
      "text": "A guide who knows every trail. Exhaust: place your figure in any space with a Wasteland icon. Leaves if you are Vilified."
    },
    "patched-duster": {
      "id": "patched-duster",
      "name": "Patched Duster",
      "kind": "apparel",
      "cost": 2,
      "armor": 1,
      "text": "More patch than duster."
    },
    "pipe-pistol": {
      "id": "pipe-pistol",
      "name": "Pipe Pistol",
      "kind": "weapon",
      "cost": 2,
      "special": "A",
      "ranged": true,
      "text": "Welded from plumbing. It shoots, mostly."
    },
    "pumpmaster-wrench": {
      "id": "pumpmaster-wrench",
      "name": "Pumpmaster's Wrench",
      "kind": "weapon",
      "cost": 5,
      "special": "SI",
      "text": "Exhaust: kill an active enemy of level 1 in your space."
    },
    "purified-water": {
      "id": "purified-water",
      "name": "Purified Water",
      "kind": "aid",
      "cost": 1,
      "text": "Discard: recover 2 HP and heal 1 rad."
    },
    "rad-flush": {
      "id": "rad-flush",
      "name": "Rad Flush",
      "kind": "aid",
      "cost": 2,
      "text": "Discard: heal 3 rads."
    },
    "rad-storm": {
      "id": "rad-storm",
      "name": "Rad Storm",
      "kind": "event",
      "text": "Green clouds roll over you. Suffer 2 rads."
    },
    "radaway-drip": {
      "id": "radaway-drip",
      "name": "Rad Drip",
      "kind": "aid",
      "cost": 3,
      "text": "Discard: heal 4 rads."
    },
    "raider-spikes": {
      "id": "raider-spikes",
      "name": "Raider Spikes",
      "kind": "apparel",
      "cost": 3,
      "armor": 1,
      "text": "Exhaust in a fight: 1 extra hit."
    },
    "ration-tin": {
      "id": "ration-tin",
      "name": "Old Ration Tin",
      "kind": "event",
      "text": "Still sealed. Recover 2 HP and draw 1 loot card."
    },
    "rebar-club": {
      "id": "rebar-club",
      "name": "Rebar Club",
      "kind": "weapon",
      "cost": 1,
      "special": "S",
      "text": "A length of rebar with a concrete lump on the end."
    },
    "road-atlas": {
      "id": "road-atlas",
      "name": "Road Atlas",
      "kind": "magazine",
      "cost": 2,
      "text": "Discard: place your figure in any space with a Settlement icon."
    },
    "road-leathers": {
      "id": "road-leathers",
      "name": "Road Leathers",
      "kind": "apparel",
      "cost": 3,
      "armor": 1,
      "text": "Hung with trophies: after you kill an enemy, gain 1 Cap."
    },
    "runaway-kid": {
      "id": "runaway-kid",
      "name": "Runaway Kid",
      "kind": "companion",
      "text": "Exhaust: draw 1 loot card. Runs off if you are Vilified."
    },
    "rush-inhaler": {
      "id": "rush-inhaler",
      "name": "Rush Inhaler",
      "kind": "chem",
      "cost": 2,
      "text": "Discard before a fight: 2 rerolls. Become Addicted."
    },
    "rust-eater-saw": {
      "id": "rust-eater-saw",
      "name": "Rust-Eater Saw",
      "kind": "weapon",
      "cost": 6,
      "special": "SE",
      "text": "Exhaust in a fight: 2 extra hits. Pay 1 Cap to unexhaust it."
    },
    "scavenger-girl": {
      "id": "scavenger-girl",
      "name": "Scavenger Girl",
      "kind": "companion",
      "text": "Recruit if Vilified. Exhaust: draw 1 loot card. Stays while you are Vilified."
    },
    "scrap-hound": {
      "id": "scrap-hound",
      "name": "Scrap Hound",
      "kind": "companion",
      "text": "Exhaust in a fight: 1 extra hit. Leaves if you are Vilified."
    },
    "scrap-rifle": {
      "id": "scrap-rifle",
      "name": "Scrap Rifle",
      "kind": "weapon",
      "cost": 4,
      "special": "P",
      "ranged": true,
      "text": "A long barrel on a short prayer."
    },
    "service-pistol": {
      "id": "service-pistol",
      "name": "Service Pistol",
      "kind": "weapon",
      "cost": 3,
      "special": "PA",
      "ranged": true,
      "text": "Reliable, if cleaned."
    },
    "shock-baton": {
      "id": "shock-baton",
      "name": "Shock Baton",
      "kind": "weapon",
      "cost": 3,
      "special": "SI",
      "text": "Exhaust in a fight: 1 extra hit."
    },
    "sledge": {
      "id": "sledge",
      "name": "Sledge",
      "kind": "weapon",
      "cost": 4,
      "special": "SE",
      "text": "For walls, locks and arguments."
    },
    "steady-drops": {
      "id": "steady-drops",
      "name": "Steady Drops",
      "kind": "chem",
      "cost": 2,
      "text": "Discard in a test: 2 rerolls. Become Addicted."
    },
    "stimpak": {
      "id": "stimpak",
      "name": "Stimpak",
      "kind": "aid",
      "cost": 2,
      "text": "Discard: recover 4 HP."
    },
    "stray-mutt": {
      "id": "stray-mutt",
      "name": "Stray Mutt",
      "kind": "companion",
      "text": "Exhaust in a fight: 1 extra hit. Leaves you if you are Addicted."
    },
    "sunshade-hat": {
      "id": "sunshade-hat",
      "name": "Sunshade Hat",
      "kind": "apparel",
      "cost": 1,
      "text": "Exhaust in a test showing P: 1 reroll."
    },
    "tactics-digest": {
      "id": "tactics-digest",
      "name": "Tactics Digest",
      "kind": "magazine",
      "cost": 3,
      "text": "Discard: gain 2 XP."
    },
    "tire-armor": {
      "id": "tire-armor",
      "name": "Tire Armor",
      "kind": "apparel",
      "cost": 3,
      "armor": 1,
      "text": "Exhaust in a fight: 1 more armor."
    },
    "trail-rations": {
      "id": "trail-rations",
      "name": "Trail Rations",
      "kind": "aid",
      "cost": 1,
      "text": "Discard: recover 2 HP and gain 1 MP."
    },
    "vault-jumpsuit": {
      "id": "vault-jumpsuit",
      "name": "Vault Jumpsuit",
      "kind": "apparel",
      "cost": 2,
      "text": "Exhaust in a test showing I: 1 reroll."
    },
    "wandering-preacher": {
      "id": "wandering-preacher",
      "name": "Wandering Preacher",
      "kind": "companion",
      "text": "Recruit if Idolized. Exhaust in a test: 2 rerolls. Stays while you are Idolized."
    },
    "welding-apron": {
      "id": "welding-apron",
      "name": "Welding Apron",
      "kind": "apparel",
      "cost": 3,
      "armor": 2,
      "text": "Heavy, hot and hard to cut."
    },
    "wrist-terminal": {
      "id": "wrist-terminal",
      "name": "Wrist Terminal",
      "kind": "rule",
      "text": "In every test showing I or P you get 1 extra reroll."
    }
  },
  "perks": {
    "ambusher": {
      "id": "ambusher",
      "name": "Ambusher",
      "letter": "A",
      "text": "Before the dice of a fight are rolled on your turn, even during an action: 2 extra hits."
    },
    "evasion": {
      "id": "evasion",
      "name": "Evasion",
      "letter": "A",
      "text": "In a fight, on any player's turn or at the end of the round: 2 more armor."
    },
    "executioner": {
      "id": "executioner",
      "name": "Executioner",
      "letter": "S",
      "text": "On your turn, not during an action other than Move: kill an active enemy of level 2 or lower in your space."
    },
    "fortune-finder": {
      "id": "fortune-finder",
      "name": "Fortune Finder",
      "letter": "L",
      "text": "On your turn, not during an action other than Move: draw 1 loot card."
    },
    "haggler": {
      "id": "haggler",
      "name": "Haggler",
      "letter": "C",
      "text": "On your turn, not during an action other than Move: shop once."
    },
    "iron-grip": {
      "id": "iron-grip",
      "name": "Iron Grip",
      "letter": "S",
      "text": "In a fight on your turn, even during an action: 1 extra hit."
    },
    "keen-eye": {
      "id": "keen-eye",
      "name": "Keen Eye",
      "letter": "P",
      "text": "In a fight on your turn, even during an action: 2 rerolls."
    },
    "pathfinder": {
      "id": "pathfinder",
      "name": "Pathfinder",
      "letter": "P",
      "text": "On your turn, not during an action other than Move: gain 3 MP."
    },
    "quick-study": {
      "id": "quick-study",
      "name": "Quick Study",
      "letter": "I",
      "text": "On your turn, not during an action other than Move: gain 2 XP."
    },
    "rad-resistant": {
      "id": "rad-resistant",
      "name": "Rad Resistant",
      "letter": "E",
      "text": "On your turn, not during an action other than Move: heal 3 rads."
    },
    "second-wind": {
      "id": "second-wind",
      "name": "Second Wind",
      "letter": "L",
      "text": "Any time during your turn, even in the middle of an action: recover 3 HP."
    },
    "silver-tongue": {
      "id": "silver-tongue",
      "name": "Silver Tongue",
      "letter": "C",
      "text": "In a test on your turn, even during an action: 2 rerolls."
    },
    "tinkerer": {
      "id": "tinkerer",
      "name": "Tinkerer",
      "letter": "I",
      "text": "On your turn, not during an action other than Move: unexhaust your cards (pay any unexhaust costs; check companion conditions)."
    },
    "toughness": {
      "id": "toughness",
      "name": "Toughness",
      "letter": "E",
      "text": "On your turn, not during an action other than Move: recover 6 HP."
    }
  },
  "survivors": {
    "dust-drifter": {
      "name": "Dust Drifter",
      "letter": "P",
      "card": "scrap-hound"
    },
    "exiled-paladin": {
      "name": "Exiled Paladin",
      "letter": "S",
      "card": "knights-rifle"
    },
    "old-ghoul": {
      "name": "Old Ghoul",
      "letter": "E",
      "card": "ghoul-hide"
    },
    "vault-escapee": {
      "name": "Vault Escapee",
      "letter": "I",
      "card": "wrist-terminal"
    },
    "wandering-courier": {
      "name": "Wandering Courier",
      "letter": "A",
      "card": "courier-duster"
    }
  },
  "tiles": {
    "t01": {
      "front": {
        "name": "Crossroads Camp",
        "spaces": {
          "a": {
            "name": "Crossroads Camp",
            "edges": [
              "n2",
              "ne"
            ]
          },
          "b": {
            "name": "Well Yard",
            "edges": [
              "se",
              "s1"
            ]
          },
          "c": {
            "edges": [
              "s2",
              "sw"
            ]
          },
          "d": {
            "edges": [
              "nw",
              "n1"
            ]
          }
        }
      },
      "reverse": {
        "name": "Crossroads Ruins",
        "spaces": {
          "e": {
            "name": "Burnt Crossing",
            "edges": [
              "n",
              "ne",
              "se"
            ]
          },
          "f": {
            "edges": [
              "s",
              "sw",
              "nw"
            ]
          }
        }
      }
    },
    "t02": {
      "front": {
        "name": "Cinder Market",
        "spaces": {
          "a": {
            "name": "Cinder Market",
            "edges": [
              "n",
              "ne"
            ]
          },
          "b": {
            "name": "Vault 84",
            "edges": [
              "se",
              "s"
            ]
          },
          "c": {
            "name": "Ash Flats",
            "edges": [
              "sw",
              "nw"
            ]
          }
        }
      },
      "reverse": {
        "name": "Cinder Ruins",
        "spaces": {
          "d": {
            "name": "Cinder Pit",
            "edges": [
              "n",
              "ne",
              "se"
            ]
          },
          "e": {
            "edges": [
              "s",
              "sw",
              "nw"
            ]
          }
        }
      }
    },
    "t03": {
      "front": {
        "name": "Pumpworks",
        "spaces": {
          "a": {
            "name": "Pumpworks",
            "edges": [
              "ne"
            ]
          },
          "b": {
            "name": "Vault 109",
            "edges": [
              "se",
              "s"
            ]
          },
          "c": {
            "edges": [
              "sw",
              "nw"
            ]
          },
          "d": {
            "name": "Old Intake",
            "edges": []
          }
        }
      },
      "reverse": {
        "name": "Dry Reservoir",
        "spaces": {
          "e": {
            "name": "Dry Reservoir",
            "edges": [
              "n",
              "ne",
              "se",
              "s",
              "sw",
              "nw"
            ]
          }
        }
      }
    },
    "t04": {
      "front": {
        "name": "Billboard Flats",
        "spaces": {
          "a": {
            "name": "Rusted Billboard",
            "edges": [
              "n",
              "ne",
              "se"
            ]
          },
          "b": {
            "edges": [
              "s",
              "sw",
              "nw"
            ]
          }
        }
      },
      "reverse": null
    },
    "t05": {
      "front": {
        "name": "Tin Chapel",
        "spaces": {
          "a": {
            "name": "Tin Chapel",
            "edges": [
              "ne",
              "se"
            ]
          },
          "b": {
            "edges": [
              "s",
              "sw"
            ]
          },
          "c": {
            "edges": [
              "nw",
              "n"
            ]
          }
        }
      },
      "reverse": null
    },
    "t06": {
      "front": {
        "name": "Glass Dunes",
        "spaces": {
          "a": {
            "name": "Glass Dunes",
            "edges": [
              "n",
              "ne",
              "se",
              "s",
              "sw",
              "nw"
            ]
          }
        }
      },
      "reverse": null
    },
    "t07": {
      "front": {
        "name": "Fuel Depot",
        "spaces": {
          "a": {
            "name": "Fuel Depot",
            "edges": [
              "n"
            ]
          },
          "b": {
            "edges": [
              "ne",
              "se"
            ]
          },
          "c": {
            "edges": [
              "s"
            ]
          },
          "d": {
            "edges": [
              "sw",
              "nw"
            ]
          }
        }
      },
      "reverse": null
    },
    "t08": {
      "front": {
        "name": "Hollow Silo",
        "spaces": {
          "a": {
            "edges": [
              "ne",
              "se",
              "s"
            ]
          },
          "b": {
            "name": "Hollow Silo",
            "edges": [
              "sw",
              "nw",
              "n"
            ]
          }
        }
      },
      "reverse": null
    },
    "t09": {
      "front": {
        "name": "Drifter's Rest",
        "spaces": {
          "a": {
            "name": "Drifter's Rest",
            "edges": [
              "n",
              "ne"
            ]
          },
          "b": {
            "edges": [
              "se",
              "s"
            ]
          },
          "c": {
            "edges": [
              "sw",
              "nw"
            ]
          }
        }
      },
      "reverse": null
    },
    "t10": {
      "front": {
        "name": "Broken Overpass",
        "spaces": {
          "a": {
            "edges": [
              "ne",
              "se"
            ]
          },
          "b": {
            "edges": [
              "s",
              "sw"
            ]
          },
          "c": {
            "edges": [
              "nw",
              "n"
            ]
          },
          "d": {
            "name": "Broken Overpass",
            "edges": []
          }
        }
      },
      "reverse": null
    },
    "t11": {
      "front": {
        "name": "Salt Wells",
        "spaces": {
          "a": {
            "name": "Salt Wells",
            "edges": [
              "se",
              "s",
              "sw"
            ]
          },
          "b": {
            "edges": [
              "nw",
              "n",
              "ne"
            ]
          }
        }
      },
      "reverse": null
    },
    "t12": {
      "front": {
        "name": "Bone Canyon",
        "spaces": {
          "a": {
            "name": "Bone Canyon",
            "edges": [
              "n",
              "ne",
              "se",
              "s",
              "sw",
              "nw"
            ]
          }
        }
      },
      "reverse": null
    },
    "t13": {
      "front": {
        "name": "Junk Harbour",
        "spaces": {
          "a": {
            "name": "Junk Harbour",
            "edges": [
              "ne",
              "se"
            ]
          },
          "b": {
            "edges": [
              "s",
              "sw"
            ]
          },
          "c": {
            "edges": [
              "nw",
              "n"
            ]
          }
        }
      },
      "reverse": null
    },
    "t14": {
      "front": {
        "name": "Crater",
        "spaces": {
          "a": {
            "name": "Crater Rim",
            "edges": [
              "n",
              "ne"
            ]
          },
          "b": {
            "edges": [
              "se",
              "s"
            ]
          },
          "c": {
            "edges": [
              "sw",
              "nw"
            ]
          },
          "d": {
            "edges": []
          }
        }
      },
      "reverse": null
    },
    "t15": {
      "front": {
        "name": "Mutant Camp",
        "spaces": {
          "a": {
            "name": "Mutant Camp",
            "edges": [
              "n",
              "ne",
              "se"
            ]
          },
          "b": {
            "edges": [
              "s",
              "sw",
              "nw"
            ]
          }
        }
      },
      "reverse": null
    },
    "t16": {
      "front": {
        "name": "Sealed Door",
        "spaces": {
          "a": {
            "name": "Sealed Door",
            "edges": [
              "se",
              "s"
            ]
          },
          "b": {
            "edges": [
              "sw",
              "nw"
            ]
          },
          "c": {
            "edges": [
              "n",
              "ne"
            ]
          }
        }
      },
      "reverse": null
    },
    "t17": {
      "front": {
        "name": "Reactor Shell",
        "spaces": {
          "a": {
            "name": "Reactor Shell",
            "edges": [
              "ne"
            ]
          },
          "b": {
            "edges": [
              "se",
              "s"
            ]
          },
          "c": {
            "edges": [
              "sw"
            ]
          },
          "d": {
            "edges": [
              "nw",
              "n"
            ]
          }
        }
      },
      "reverse": null
    },
    "t18": {
      "front": {
        "name": "Black Lake",
        "spaces": {
          "a": {
            "name": "Black Lake",
            "edges": [
              "n",
              "ne",
              "se",
              "s",
              "sw",
              "nw"
            ]
          }
        }
      },
      "reverse": null
    },
    "t19": {
      "front": {
        "name": "Raider Fort",
        "spaces": {
          "a": {
            "name": "Raider Fort",
            "edges": [
              "ne",
              "se",
              "s"
            ]
          },
          "b": {
            "edges": [
              "sw",
              "nw",
              "n"
            ]
          }
        }
      },
      "reverse": null
    },
    "t20": {
      "front": {
        "name": "Deep Hatch",
        "spaces": {
          "a": {
            "name": "Deep Hatch",
            "edges": [
              "n",
              "ne"
            ]
          },
          "b": {
            "edges": [
              "se",
              "s"
            ]
          },
          "c": {
            "edges": [
              "sw",
              "nw"
            ]
          }
        }
      },
      "reverse": null
    },
    "t21": {
      "front": {
        "name": "Storm Tower",
        "spaces": {
          "a": {
            "edges": [
              "ne",
              "se"
            ]
          },
          "b": {
            "edges": [
              "s",
              "sw"
            ]
          },
          "c": {
            "name": "Storm Tower",
            "edges": [
              "nw",
              "n"
            ]
          },
          "d": {
            "edges": []
          }
        }
      },
      "reverse": null
    }
  }
};
