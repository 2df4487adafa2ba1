// Outlive's printed content that the table shows beside the view: names,
// leaders' starts, rooms, equipment, events and the airlock. Generated from
// the content games/outlive embeds by `go generate ./...`
// (web/internal/gencontent). Do not edit by hand.
export default {
  "airlock": {
    "rows": 3,
    "per_row": 2
  },
  "equipment": {
    "access-card": {
      "id": "access-card",
      "name": "Access card",
      "repair": {
        "electronics": 1,
        "metal": 1,
        "wood": 1
      },
      "symbol": "water"
    },
    "ammo-crate": {
      "id": "ammo-crate",
      "name": "Ammo crate",
      "repair": {
        "metal": 1,
        "wood": 2
      },
      "symbol": "ammo"
    },
    "axe": {
      "id": "axe",
      "name": "Axe",
      "repair": {
        "metal": 2,
        "wood": 1
      },
      "symbol": "tree"
    },
    "backpack": {
      "id": "backpack",
      "name": "Backpack",
      "repair": {
        "wood": 3
      },
      "symbol": "chip"
    },
    "baseball-bat": {
      "id": "baseball-bat",
      "name": "Baseball bat",
      "repair": {
        "wood": 3
      },
      "symbol": "explosion"
    },
    "bear-trap": {
      "id": "bear-trap",
      "name": "Bear trap",
      "repair": {
        "metal": 2,
        "wood": 1
      },
      "symbol": "chicken"
    },
    "bow": {
      "id": "bow",
      "name": "Bow",
      "repair": {
        "metal": 1,
        "wood": 2
      },
      "symbol": "tree"
    },
    "chainsaw": {
      "id": "chainsaw",
      "name": "Chainsaw",
      "repair": {
        "electronics": 2,
        "metal": 1
      },
      "symbol": "house"
    },
    "combat-vest": {
      "id": "combat-vest",
      "name": "Combat vest",
      "repair": {
        "electronics": 2,
        "wood": 1
      },
      "symbol": "explosion"
    },
    "crowbar": {
      "id": "crowbar",
      "name": "Crowbar",
      "repair": {
        "metal": 3
      },
      "symbol": "ammo"
    },
    "exoskeleton": {
      "id": "exoskeleton",
      "name": "Exoskeleton",
      "repair": {
        "electronics": 1,
        "metal": 1,
        "wood": 1
      },
      "symbol": "atom"
    },
    "flashlight": {
      "id": "flashlight",
      "name": "Flashlight",
      "repair": {
        "electronics": 2,
        "metal": 1
      },
      "symbol": "house"
    },
    "grappling-hook": {
      "id": "grappling-hook",
      "name": "Grappling hook",
      "repair": {
        "electronics": 1,
        "metal": 1,
        "wood": 1
      },
      "symbol": "cutlery"
    },
    "hacksaw": {
      "id": "hacksaw",
      "name": "Hacksaw",
      "repair": {
        "electronics": 1,
        "metal": 1,
        "wood": 1
      },
      "symbol": "cutlery"
    },
    "jerrycan": {
      "id": "jerrycan",
      "name": "Jerrycan",
      "repair": {
        "metal": 2,
        "wood": 1
      },
      "symbol": "water"
    },
    "metal-detector": {
      "id": "metal-detector",
      "name": "Metal detector",
      "repair": {
        "electronics": 1,
        "metal": 1,
        "wood": 1
      },
      "symbol": "chip"
    },
    "pickaxe": {
      "id": "pickaxe",
      "name": "Pickaxe",
      "repair": {
        "metal": 1,
        "wood": 2
      },
      "symbol": "metal"
    },
    "shotgun": {
      "id": "shotgun",
      "name": "Shotgun",
      "repair": {
        "metal": 1,
        "wood": 2
      },
      "symbol": "chicken"
    },
    "thermal-sensor": {
      "id": "thermal-sensor",
      "name": "Thermal sensor",
      "repair": {
        "electronics": 1,
        "metal": 1,
        "wood": 1
      },
      "symbol": "atom"
    },
    "water-filter": {
      "id": "water-filter",
      "name": "Water filter",
      "repair": {
        "electronics": 2,
        "metal": 1
      },
      "symbol": "metal"
    }
  },
  "events": {
    "animal-mutation": {
      "id": "animal-mutation",
      "name": "Animal mutation",
      "effect": "animal-mutation",
      "points": 4,
      "avert": {
        "ammo": 2,
        "electronics": 2
      }
    },
    "animal-plague": {
      "id": "animal-plague",
      "name": "Animal plague",
      "effect": "animal-plague",
      "points": 4,
      "avert": {
        "metal": 2,
        "water": 2
      }
    },
    "cave-in": {
      "id": "cave-in",
      "name": "Cave-in",
      "effect": "remove-stock",
      "points": 3,
      "avert": {
        "ammo": 1,
        "wood": 2
      }
    },
    "cold-snap": {
      "id": "cold-snap",
      "name": "Cold snap",
      "effect": "cold",
      "points": 5,
      "avert": {
        "cans": 2,
        "wood": 3
      }
    },
    "forest-fire": {
      "id": "forest-fire",
      "name": "Forest fire",
      "effect": "remove-stock",
      "points": 3,
      "avert": {
        "water": 3
      }
    },
    "gang-of-thieves": {
      "id": "gang-of-thieves",
      "name": "Gang of thieves",
      "effect": "remove-stock",
      "points": 3,
      "avert": {
        "ammo": 1,
        "metal": 2
      }
    },
    "general-shortage": {
      "id": "general-shortage",
      "name": "General shortage",
      "effect": "shortage",
      "points": 3,
      "avert": {
        "cans": 2,
        "water": 1
      }
    },
    "hostile-group": {
      "id": "hostile-group",
      "name": "Hostile group",
      "effect": "hostiles",
      "points": 5,
      "avert": {
        "ammo": 4,
        "meat": 1
      }
    },
    "nomads": {
      "id": "nomads",
      "name": "Nomads",
      "effect": "nomads",
      "points": 3,
      "avert": {
        "ammo": 3
      }
    },
    "radiation-cloud": {
      "id": "radiation-cloud",
      "name": "Radiation cloud",
      "effect": "radiation-cloud",
      "points": 6,
      "avert": {
        "electronics": 3,
        "metal": 2
      }
    },
    "rat-plague": {
      "id": "rat-plague",
      "name": "Rat plague",
      "effect": "rats",
      "points": 5,
      "avert": {
        "ammo": 2,
        "cans": 2
      }
    },
    "sandstorm": {
      "id": "sandstorm",
      "name": "Sandstorm",
      "effect": "sandstorm",
      "points": 4,
      "avert": {
        "electronics": 2,
        "water": 2
      }
    }
  },
  "leaders": {
    "erin-mccarthy": {
      "id": "erin-mccarthy",
      "name": "Erin McCarthy",
      "age": 17,
      "locations": [
        "military-base",
        "dam",
        "freighter",
        "blackwood-city"
      ],
      "resources": {
        "water": 2
      },
      "equipment": "jerrycan"
    },
    "grayson-pigott": {
      "id": "grayson-pigott",
      "name": "Grayson Pigott",
      "age": 38,
      "locations": [
        "military-base",
        "silent-peak",
        "amusement-park",
        "mine"
      ],
      "resources": {
        "ammo": 2,
        "electronics": 1
      },
      "equipment": "baseball-bat"
    },
    "jacob-rowlett": {
      "id": "jacob-rowlett",
      "name": "Jacob Rowlett",
      "age": 66,
      "locations": [
        "dam",
        "silent-peak",
        "blackwood-city",
        "forest"
      ],
      "resources": {
        "electronics": 1,
        "metal": 2
      },
      "equipment": "pickaxe"
    },
    "kooper-froste": {
      "id": "kooper-froste",
      "name": "Kooper Froste",
      "age": 51,
      "locations": [
        "military-base",
        "amusement-park",
        "blackwood-city",
        "mine"
      ],
      "resources": {
        "ammo": 1,
        "wood": 2
      },
      "equipment": "axe"
    },
    "lily-rose-wely": {
      "id": "lily-rose-wely",
      "name": "Lily-Rose Wely",
      "age": 20,
      "locations": [
        "dam",
        "amusement-park",
        "blackwood-city",
        "mine"
      ],
      "resources": {
        "electronics": 3
      },
      "equipment": "backpack"
    },
    "liza-valentine": {
      "id": "liza-valentine",
      "name": "Liza Valentine",
      "age": 25,
      "locations": [
        "military-base",
        "silent-peak",
        "freighter",
        "forest"
      ],
      "resources": {
        "ammo": 3
      },
      "equipment": "ammo-crate"
    },
    "mary-koolpepper": {
      "id": "mary-koolpepper",
      "name": "Mary Koolpepper",
      "age": 23,
      "locations": [
        "silent-peak",
        "amusement-park",
        "freighter",
        "forest"
      ],
      "equipment": "flashlight",
      "search_start": {
        "draw": 4,
        "keep": 3
      }
    },
    "solen-livrich": {
      "id": "solen-livrich",
      "name": "Solen Livrich",
      "age": 32,
      "locations": [
        "forest",
        "freighter",
        "mine",
        "blackwood-city"
      ],
      "resources": {
        "cans": 2
      },
      "equipment": "grappling-hook"
    },
    "swifty-bingham": {
      "id": "swifty-bingham",
      "name": "Swifty Bingham",
      "age": 19,
      "locations": [
        "dam",
        "silent-peak",
        "freighter",
        "mine"
      ],
      "resources": {
        "ammo": 1,
        "electronics": 2
      },
      "equipment": "thermal-sensor"
    },
    "wilson-frye": {
      "id": "wilson-frye",
      "name": "Wilson Frye",
      "age": 44,
      "locations": [
        "military-base",
        "dam",
        "amusement-park",
        "forest"
      ],
      "resources": {
        "meat": 2
      },
      "equipment": "shotgun"
    }
  },
  "rooms": {
    "armory": {
      "id": "armory",
      "name": "Armory",
      "upkeep": 3,
      "slots": 3,
      "abilities": [
        "ammo-4"
      ]
    },
    "builders-hall": {
      "id": "builders-hall",
      "name": "Builders' Hall",
      "standard": true,
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "build-discount"
      ]
    },
    "bulkhead": {
      "id": "bulkhead",
      "name": "Bulkhead",
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "event-immunity"
      ]
    },
    "butchery": {
      "id": "butchery",
      "name": "Butchery",
      "upkeep": 1,
      "slots": 4,
      "abilities": [
        "hunt-plus-1"
      ]
    },
    "cistern": {
      "id": "cistern",
      "name": "Cistern",
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "permanent-water"
      ]
    },
    "decon-chamber": {
      "id": "decon-chamber",
      "name": "Decon Chamber",
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "radiation-minus-1"
      ]
    },
    "dockside-crane": {
      "id": "dockside-crane",
      "name": "Dockside Crane",
      "upkeep": 1,
      "slots": 4,
      "abilities": [
        "freighter-plus-1"
      ]
    },
    "dojo": {
      "id": "dojo",
      "name": "Dojo",
      "upkeep": 1,
      "slots": 4,
      "abilities": [
        "strength-3-immune"
      ]
    },
    "enforcers": {
      "id": "enforcers",
      "name": "Enforcers' Den",
      "upkeep": 1,
      "slots": 4,
      "abilities": [
        "choose-loot"
      ]
    },
    "lead-lining": {
      "id": "lead-lining",
      "name": "Lead Lining",
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "airlock-shield"
      ]
    },
    "machine-shop": {
      "id": "machine-shop",
      "name": "Machine Shop",
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "repair-discount-2"
      ]
    },
    "nursery": {
      "id": "nursery",
      "name": "Nursery",
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "grow-survivor"
      ]
    },
    "radio-shack": {
      "id": "radio-shack",
      "name": "Radio Shack",
      "upkeep": 1,
      "slots": 4,
      "abilities": [
        "peek-search"
      ]
    },
    "robot-bay": {
      "id": "robot-bay",
      "name": "Robot Bay",
      "upkeep": 3,
      "slots": 3,
      "abilities": [
        "auto-repair"
      ]
    },
    "salvage-crew": {
      "id": "salvage-crew",
      "name": "Salvage Crew",
      "upkeep": 3,
      "slots": 3,
      "abilities": [
        "freighter-plus-2"
      ]
    },
    "scavenger-guild": {
      "id": "scavenger-guild",
      "name": "Scavenger Guild",
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "cupboard-bonus"
      ]
    },
    "scout-post": {
      "id": "scout-post",
      "name": "Scout Post",
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "city-search-plus-2"
      ]
    },
    "scrapyard": {
      "id": "scrapyard",
      "name": "Scrapyard",
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "scrap-equipment"
      ]
    },
    "smokehouse": {
      "id": "smokehouse",
      "name": "Smokehouse",
      "upkeep": 3,
      "slots": 3,
      "abilities": [
        "hunt-plus-2"
      ]
    },
    "supply-depot": {
      "id": "supply-depot",
      "name": "Supply Depot",
      "upkeep": 2,
      "slots": 3,
      "abilities": [
        "draw-equipment-2"
      ]
    },
    "war-room": {
      "id": "war-room",
      "name": "War Room",
      "standard": true,
      "upkeep": 1,
      "slots": 4,
      "abilities": [
        "avert-discount"
      ]
    },
    "workshop": {
      "id": "workshop",
      "name": "Workshop",
      "standard": true,
      "upkeep": 2,
      "slots": 2,
      "abilities": [
        "draw-equipment",
        "repair-discount-1"
      ]
    }
  }
};
