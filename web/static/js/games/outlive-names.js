// Names and short texts of Outlive's content, for people. Ids that are not
// listed here are shown title-cased, so new content still reads well.
import { titleCase } from "../dom.js";
import CONTENT from "./outlive-content.js";

export { CONTENT };

export const RESOURCES = ["wood", "metal", "electronics", "meat", "water", "cans", "ammo"];
export const FOOD = new Set(["meat", "water", "cans"]);

// HERO_STRENGTH is the printed strength of each hero id.
export const HERO_STRENGTH = { h5: 5, h4: 4, h3a: 3, h3b: 3 };

const ABILITIES = {
  "build-discount": "Build a room for 1 material (once a round)",
  "draw-equipment": "Draw 1 equipment at night",
  "repair-discount-1": "Repair 1 equipment for 2 materials",
  "repair-discount-2": "Repair 1 equipment for 1 material",
  "avert-discount": "Averting costs 2 materials, 2 ammo or 1 food less",
  "hunt-plus-2": "Hunting: +2 meat",
  "hunt-plus-1": "Hunting: +1 meat",
  "freighter-plus-1": "Freighter: +1 can",
  "freighter-plus-2": "Freighter: +2 cans, a slot is always free",
  "ammo-4": "Gain 4 ammo at night",
  "permanent-water": "1 permanent water",
  "event-immunity": "Immune to events that hit your group",
  "scrap-equipment": "Scrap 1 equipment for its materials",
  "radiation-minus-1": "Lower radiation by 1 at night",
  "airlock-shield": "Airlock blocks 1 radiation",
  "grow-survivor": "+1 survivor in this room each round (up to 8)",
  "city-search-plus-2": "City: +2 search tiles",
  "draw-equipment-2": "Draw 2 equipment at night",
  "peek-search": "Look at one city's search stack",
  "strength-3-immune": "A strength-3 hero ignores superiority once a round",
  "auto-repair": "Repair 1 equipment for free",
  "choose-loot": "Superiority: you choose the loot",
  "cupboard-bonus": "Empty cupboard: +1 wood +1 metal",
};

// ability is a room ability's short text.
export const ability = (id) => ABILITIES[id] || titleCase(id);

const LOCATIONS = {
  "military-base": "Military Base", dam: "Dam", "silent-peak": "Silent Peak",
  "amusement-park": "Amusement Park", freighter: "Freighter", "blackwood-city": "Blackwood City",
  forest: "Forest", mine: "Mine",
};

// locName is a location's name.
export const locName = (id) => LOCATIONS[id] || titleCase(id);

// name is a content id's printed name: a leader, room, equipment or event,
// else the id in words ("access-card" -> "Access card").
export function name(id) {
  for (const kind of ["leaders", "rooms", "equipment", "events"]) {
    const x = CONTENT[kind] && CONTENT[kind][id];
    if (x && x.name) return x.name;
  }
  return titleCase(id);
}

// tokens writes a tokens object such as {"water": 3} as "3 water".
export function tokens(obj) {
  if (!obj || typeof obj !== "object") return "nothing";
  const parts = Object.entries(obj).filter(([, n]) => n).map(([r, n]) => `${n} ${r}`);
  return parts.length ? parts.join(", ") : "nothing";
}
