// Names and short texts of Fallout's content, for people. Ids that the
// content mirror does not list are shown title-cased, so new content still
// reads well.
import { titleCase } from "../dom.js";
import { t, known, term } from "../words.js";
import CONTENT from "./fallout-content.js";

export { CONTENT };

// LETTERS are the S.P.E.C.I.A.L. letters in order.
export const LETTERS = ["S", "P", "E", "C", "I", "A", "L"];

// FACTION_SIGN is the printed sign of each faction.
export const FACTION_SIGN = { star: "★", heart: "♥" };

// ENEMY_TYPES are the enemy types in content order (the view's enemy
// supply follows it).
export const ENEMY_TYPES = ["creature", "human", "robot", "monster", "super-mutant"];

// typeMark is a short mark for an enemy type (ui.fo.mark.TYPE) or a
// faction token (its sign).
export const typeMark = (ty) => FACTION_SIGN[ty] || (known("ui.fo.mark." + ty) ? t("ui.fo.mark." + ty) : "?");

// itemName is a held card's name.
export const itemName = (id) => (CONTENT.items[id] && CONTENT.items[id].name) || titleCase(id);

// item is a held card's content, or a stub.
export const item = (id) => CONTENT.items[id] || { name: titleCase(id), kind: "" };

// survivorName is a survivor's name.
export const survivorName = (id) => (CONTENT.survivors[id] && CONTENT.survivors[id].name) || titleCase(id);

// agenda is an agenda card's content, or a stub.
export const agenda = (id) => CONTENT.agendas[id] || { title: titleCase(id), activates: [] };


// perk is a perk's content, or a stub.
export const perk = (id) => CONTENT.perks[id] || { name: titleCase(id), letter: "", text: "" };

// traitName is a trait's name.
export const traitName = (id) => titleCase(id);

// typeName is an enemy type or a faction as words (ui.fo.type.TYPE).
export const typeName = (ty) => (known("ui.fo.type." + ty) ? t("ui.fo.type." + ty) : titleCase(ty));

// tileSide is a tile's face in the content, or null.
export function tileSide(tile, side) {
  const t = CONTENT.tiles[tile];
  return t ? t[side || "front"] : null;
}

// spaceShort is a space's printed name alone (in the page's language:
// the glossary's term), or "".
export function spaceShort(id) {
  const [tile, sp] = String(id || "").split(".");
  const tl = CONTENT.tiles[tile];
  for (const side of ["front", "reverse"]) {
    const f = tl && tl[side];
    if (f && f.spaces[sp]) return f.spaces[sp].name ? term(f.spaces[sp].name) : "";
  }
  return "";
}

