// Outlive's events as sentences for the log (docs/events/outlive-*.md).
// Unknown types, or types whose fields changed, fall back to the generic
// "Type — field value" line, so the log never breaks.
import { seatName } from "./registry.js";
import { locName, name, tokens } from "./outlive-names.js";
import generic from "./generic.js";

const P = (seat) => (typeof seat === "number" && seat >= 0 ? seatName(seat) : "Someone");
const hero = (id) => (id ? `strength-${{ h5: 5, h4: 4, h3a: 3, h3b: 3 }[id] || "?"} hero` : "hero");
const room = (d) => (d.room_id ? name(d.room_id) : `room ${d.room}`);
const plural = (n, one, many) => `${n} ${n === 1 ? one : many || one + "s"}`;

const F = {
  "round-started": (d) => `Round ${d.round} begins; ${P(d.start_player)} is start player.`,
  "setup-dealt": () => "The game is dealt.",
  "setup-drawn": (d) => `You drew ${listOf(d.leaders, name) || "your leaders"}${d.rooms ? " and rooms " + listOf(d.rooms, name) : ""}.`,
  "leader-chosen": (d) => `You keep ${name(d.leader)} and discard ${name(d.discarded)}.`,
  "leader-picked": (d) => `${P(d.seat)} has chosen a leader.`,
  "leaders-revealed": (d) => `The leaders are revealed${d.leaders ? ": " + d.leaders.map((l, i) => `${P(i)} ${name(l)}`).join(", ") : ""}.`,
  "room-returned": (d) => `You return ${name(d.room || d.room_id)} to the box.`,
  "room-returned-secretly": (d) => `${P(d.seat)} returns a room to the box.`,
  "rooms-revealed": () => "Everyone's advanced rooms are revealed.",
  "free-build": (d) => (d.room_id || d.room !== undefined ? `${P(d.seat)} builds ${room(d)} for free.` : `${P(d.seat)} builds no room.`),
  "survivor-placed": (d) => `${P(d.seat)} places a survivor in ${d.to === "airlock" ? "the airlock" : d.to}.`,
  "survivor-lost": (d) => `${P(d.seat)} loses a survivor${d.from ? " from " + d.from : ""}${d.reason ? " (" + d.reason + ")" : ""}.`,
  "leader-search-draw": (d) => `${P(d.seat)} draws search tile ${d.n} at ${locName(d.city)}.`,
  "leader-search-tile": (d) => `Your search tile ${d.n} from ${locName(d.city)} is ${name(d.tile)}.`,
  "leader-search-discarded": (d) => `You discard ${name(d.tile)}.`,
  "leader-search-kept": (d) => `${P(d.seat)} keeps ${listOf(d.tiles || d.kept, name) || "their search tiles"}.`,
  "hero-placed": (d) => `${P(d.seat)} places the ${hero(d.hero)} at ${locName(d.location)}.`,
  "start-player": (d) => `${P(d.seat)} starts${d.leader ? ` (${name(d.leader)}, age ${d.age})` : ""}.`,
  "stock-refilled": (d) => `${locName(d.location)} refills to ${d.after} ${d.resource}.`,
  "algae-reset": () => "The algae grow back.",
  "city-equipment-dealt": (d) => `New equipment at ${locName(d.city || d.location)}${d.equipment ? ": " + listOf(d.equipment, name) : ""}.`,
  "city-search-reset": (d) => `${locName(d.city || d.location)}'s search stack is reshuffled.`,
  "freighter-refilled": () => "The Freighter is loaded again.",
  "sunset": (d) => `Sunset of round ${d.round}.`,
  "event-revealed": (d) => `Event revealed: ${name(d.event)}${d.slot !== undefined ? ` (slot ${d.slot + 1})` : ""}.`,
  "event-applied": (d) => `${name(d.event)} strikes${d.new ? "" : " again"}.`,
  "search-tiles-removed": (d) => `Search tiles set aside at ${locName(d.city)}${d.tiles ? ": " + listOf(d.tiles, name) : ""}.`,
  "event-outcome": (d) => `${name(d.event)}: ${d.seat !== undefined ? P(d.seat) + " " : ""}${d.outcome || "resolved"}.`,
  "stock-removed": (d) => `${name(d.event)} removes ${d.removed ?? ""} ${d.resource} from ${locName(d.location)}.`,
  "event-token-lost": (d) => `${P(d.seat)} loses 1 ${d.resource} to ${name(d.event)}.`,
  "hero-stayed": (d) => `${P(d.seat)}'s ${hero(d.hero)} stays at ${locName(d.location)}.`,
  "hero-moved": (d) => `${P(d.seat)} moves the ${hero(d.hero)} from ${locName(d.from)} to ${locName(d.to)}${d.exoskeleton ? " (Exoskeleton)" : ""}.`,
  "superiority": (d) => `${P(d.attacker)} exerts superiority at ${locName(d.location)}${d.defender !== undefined ? " over " + P(d.defender) : ""}${d.points !== undefined ? ": " + plural(d.points, "point") : ""}.`,
  "superiority-modifier": (d) => `${P(d.defender)} uses ${name(d.modifier)}: superiority ${d.before} → ${d.after}.`,
  "superiority-ammo": (d) => `${P(d.defender)} spends ${d.spent} ammo against ${P(d.attacker)}: ${d.before} → ${d.after}.`,
  "superiority-lapsed": (d) => `${P(d.attacker)}'s superiority over ${P(d.defender)} lapses.`,
  "superiority-give": (d) => `${P(d.defender)} gives 1 ${d.resource} to ${P(d.attacker)}.`,
  "radiation": (d) => `${P(d.seat)}'s radiation ${d.to > d.from ? "improves" : "worsens"} ${fmtRad(d.from)} → ${fmtRad(d.to)}${d.cause ? " (" + d.cause + ")" : ""}.`,
  "equipment-drawn": (d) => `${P(d.seat)} draws ${d.equipment ? "the " + name(d.equipment) : "equipment"}${d.reshuffled ? " (pile reshuffled)" : ""}.`,
  "visit-started": (d) => `${P(d.seat)}'s ${hero(d.hero)} acts at ${locName(d.location)} with ${d.ap} AP${d.sandstorm ? " (sandstorm)" : ""}.`,
  "visit-ended": (d) => `${P(d.seat)}'s visit at ${locName(d.location)} ends${d.ap_lost ? ` (${d.ap_lost} AP lost)` : ""}.`,
  "token-taken": (d) => `${P(d.seat)} takes 1 ${d.resource} at ${locName(d.location)} (${d.stock_after} left).`,
  "algae-harvested": (d) => `${P(d.seat)} harvests the algae.`,
  "dam-unlocked": (d) => `${P(d.seat)} unlocks the Dam's water ${d.by === "access-card" ? "with the Access card" : "for 1 electronics"}.`,
  "equipment-used": (d) => `${P(d.seat)} uses the ${name(d.equipment)}: +${d.amount} ${d.gain}.`,
  "city-equipment-taken": (d) => `${P(d.seat)} takes the ${name(d.equipment)} at ${locName(d.city)} (broken).`,
  "search-drawn": (d) => `${P(d.seat)} searches ${locName(d.city)} and finds ${d.tile === "empty" ? "an empty cupboard" : name(d.tile)}${d.cupboard_bonus ? " (+1 wood +1 metal)" : ""}.`,
  "search-peeked": (d) => `${P(d.seat)} looks at ${locName(d.city)}'s search stack.`,
  "search-stack-seen": (d) => `${locName(d.city)}'s search stack, top first: ${listOf(d.tiles, name)}.`,
  "thermal-sensor-used": (d) => `${P(d.seat)} uses the Thermal sensor at ${locName(d.location)}.`,
  "hunt-stack-seen": (d) => `${locName(d.location)}'s game, top first: endurance ${(d.endurances || []).join(", ")}.`,
  "hunt-tile-chosen": (d) => `You hunt tile ${d.position} (endurance ${d.endurance}).`,
  "hunt-resolved": (d) => `${P(d.seat)} hunts at ${locName(d.location)} (endurance ${d.endurance}, ${d.ammo} ammo, ${d.ap_spent} AP) for ${plural(d.meat, "meat", "meat")}.`,
  "hunt-tile-revealed": (d) => `New game at ${locName(d.location)}: endurance ${d.endurance} (${d.stack_left} left).`,
  "hunt-cancelled": (d) => `${P(d.seat)} decides not to hunt.`,
  "freighter-boarded": (d) => `${P(d.seat)}'s ${hero(d.hero)} boards the Freighter at slot ${d.slot}: +${(d.slot_cans || 0) + (d.room_cans || 0)} cans${d.survivor === "to-place" ? " and a survivor" : ""}.`,
  "event-averted": (d) => `${P(d.seat)} averts ${name(d.event)} for ${tokens(d.paid)} (${d.points} points).`,
  "avert-passed": (d) => `${P(d.seat)} averts no more events tonight.`,
  "feeding": (d) => `${P(d.seat)} feeds the shelter: ${tokens(d.rooms_paid)} for the rooms, ${d.airlock_water || 0} water for the airlock${d.short ? `; ${d.short} short` : ""}.`,
  "night-radiation": (d) => `${P(d.seat)} faces radiation ${d.level}: ${d.rise ? "rises by " + d.rise : "fully blocked"}.`,
  "recruited": (d) => (d.survivors ? `${P(d.seat)} recruits ${plural(d.survivors, "survivor")} for ${tokens(d.paid)}.` : `${P(d.seat)} recruits nobody.`),
  "room-built": (d) => `${P(d.seat)} builds ${room(d)} for ${tokens(d.paid)}.`,
  "survivor-moved": (d) => `${P(d.seat)} moves a survivor into ${room(d)}${d.full ? " — now full" : ""}.`,
  "room-ability": (d) => `${P(d.seat)} uses ${room(d)}${d.quantity ? `: ${d.quantity} ${d.before} → ${d.after}` : ""}.`,
  "equipment-scrapped": (d) => `${P(d.seat)} scraps the ${name(d.equipment)} for ${tokens(d.gained)}.`,
  "equipment-repaired": (d) => `${P(d.seat)} repairs the ${name(d.equipment)} for ${tokens(d.paid)}.`,
  "maintenance": (d) => `${P(d.seat)} cleans up: ${d.meat_discarded || 0} meat thrown away, water ${d.water_before} → ${d.water_after}.`,
  "final-score": (d) => `Final scores: ${(d.scores || []).map((s) => `${P(s.seat)} ${s.total}`).join(", ")}. ${d.winners && d.winners.length ? d.winners.map(P).join(" & ") + " win" + (d.winners.length === 1 ? "s" : "") + "!" : ""}`,
};

function listOf(xs, f) {
  return Array.isArray(xs) ? xs.map(f).join(", ") : "";
}

function fmtRad(v) {
  return v > 0 ? "+" + v : String(v);
}

// formatEvent is one event as a sentence.
export function formatEvent(ev, ctx) {
  const f = F[ev.type];
  if (f && ev.data && typeof ev.data === "object") {
    const text = f(ev.data);
    if (!/undefined|NaN/.test(text)) return text;
  }
  return generic.formatEvent(ev, ctx);
}
