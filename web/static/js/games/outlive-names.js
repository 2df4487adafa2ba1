// Names and short texts of Outlive's content, for people. Ids that are not
// listed here are shown title-cased, so new content still reads well.
import { titleCase } from "../dom.js";
import { t, known } from "../words.js";
import CONTENT from "./outlive-content.js";

export { CONTENT };

export const RESOURCES = ["wood", "metal", "electronics", "meat", "water", "cans", "ammo"];
export const FOOD = new Set(["meat", "water", "cans"]);

// HERO_STRENGTH is the printed strength of each hero id.
export const HERO_STRENGTH = { h5: 5, h4: 4, h3a: 3, h3b: 3 };


// ability is a room ability's short text (ui.ol.ability.ID).
export const ability = (id) => (known("ui.ol.ability." + id) ? t("ui.ol.ability." + id) : titleCase(id));

// locName is a location's name (ui.ol.loc.ID).
export const locName = (id) => (known("ui.ol.loc." + id) ? t("ui.ol.loc." + id) : titleCase(id));

// resName is a resource's name (ui.ol.res.RESOURCE).
export const resName = (r) => (known("ui.ol.res." + r) ? t("ui.ol.res." + r) : r);

// name is a content id's printed name: a leader, room, equipment or event,
// else the id in words ("access-card" -> "Access card").
export function name(id) {
  for (const kind of ["leaders", "rooms", "equipment", "events"]) {
    const x = CONTENT[kind] && CONTENT[kind][id];
    if (x && x.name) return x.name;
  }
  return titleCase(id);
}

// tokens writes a tokens object such as {"water": 3} as "water 3".
export function tokens(obj) {
  if (!obj || typeof obj !== "object") return t("ui.ol.nothing");
  const parts = Object.entries(obj).filter(([, n]) => n).map(([r, n]) => `${resName(r)} ${n}`);
  return parts.length ? parts.join(", ") : t("ui.ol.nothing");
}
