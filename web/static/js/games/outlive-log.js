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

const spot = (x) => (x === "airlock" ? "the airlock" : typeof x === "string" && x.startsWith("room:") ? "room " + x.slice(5) : x);

const F = {
  // shared
  "round-started": (d) => `Round ${d.round} begins; ${P(d.start_player)} is start player.`,
  "radiation": (d) => `${P(d.seat)}'s radiation ${d.to > d.from ? "improves" : "worsens"} ${fmtRad(d.from)} → ${fmtRad(d.to)}${d.cause ? " (" + name(d.cause) + ")" : ""}${d.beyond_worst ? `; ${d.beyond_worst} past the worst` : ""}.`,
  "survivor-lost": (d) => `${P(d.seat)} loses a survivor from ${spot(d.from)} (${d.reason}).`,
  "survivor-placed": (d) => `${P(d.seat)} places a survivor in ${spot(d.to)}.`,
  "equipment-drawn": (d) => `${P(d.seat)} draws the ${name(d.equipment)} (broken)${d.discarded_duplicates && d.discarded_duplicates.length ? `, discarding ${listOf(d.discarded_duplicates, name)}` : ""}${d.reshuffled ? "; the pile was reshuffled" : ""}.`,
  // setup
  "setup-dealt": () => "The game is dealt.",
  "setup-drawn": (d) => `You drew the leaders ${listOf(d.leaders, name)} and the rooms ${listOf(d.rooms, name)}.`,
  "leader-chosen": (d) => `You keep ${name(d.leader)}; ${name(d.discarded)} goes back.`,
  "leader-picked": (d) => `${P(d.seat)} has chosen a leader.`,
  "leaders-revealed": (d) => `Leaders revealed: ${(d.leaders || []).map((l) => `${P(l.seat)} ${name(l.leader)} (age ${l.age})`).join(", ")}.`,
  "room-returned": (d) => `You return ${name(d.room)} to the box.`,
  "room-returned-secretly": (d) => `${P(d.seat)} returns a room to the box.`,
  "rooms-revealed": () => "Every shelter's advanced rooms are revealed.",
  "free-build": (d) => (d.slot >= 0 ? `${P(d.seat)} builds ${name(d.room)} for free.` : `${P(d.seat)} builds no room for free.`),
  "leader-search-draw": (d) => `${P(d.seat)} draws search tile ${d.n} at ${locName(d.city)}.`,
  "leader-search-tile": (d) => `Your search tile ${d.n} from ${locName(d.city)}: ${name(d.tile)}.`,
  "leader-search-discarded": (d) => `You discard ${name(d.tile)} (tile ${d.n}).`,
  "leader-search-kept": (d) => `${P(d.seat)} keeps ${listOf(d.tiles, name)}${d.resources && Object.keys(d.resources).length ? " and gains " + tokens(d.resources) : ""}.`,
  "hero-placed": (d) => `${P(d.seat)} places the ${hero(d.hero)} at ${locName(d.location)}.`,
  "start-player": (d) => `${P(d.seat)} starts (${name(d.leader)}, age ${d.age}).`,
  // dawn
  "stock-refilled": (d) => `${locName(d.location)} refills to ${d.after} ${d.resource} (+${d.added}).`,
  "algae-reset": (d) => (d.was_active ? "The algae are still there." : "The algae grow back."),
  "city-equipment-dealt": (d) => `${locName(d.city)} offers ${listOf(d.dealt, name) || "no equipment"}${d.reshuffled_discards ? " (discards reshuffled)" : ""}.`,
  "city-search-reset": (d) => `${locName(d.city)}'s search stack is shuffled${d.removed && d.removed.length ? `; face up beside it: ${listOf(d.removed, name)}` : ""}.`,
  "freighter-refilled": (d) => `The Freighter gets survivors on slots ${(d.filled_slots || []).join(", ") || "none"}.`,
  // day events
  "event-revealed": (d) => `Round ${d.round}'s event: ${name(d.event)} (${d.points} points to avert for ${tokens(d.avert_cost)}).`,
  "event-applied": (d) => `${name(d.event)} ${d.new ? "strikes" : "strikes again"}${d.continuous ? " (all day)" : ""}.`,
  "stock-removed": (d) => `${name(d.event)}: ${locName(d.location)} loses ${d.removed} ${d.resource} (${d.after} left).`,
  "search-tiles-removed": (d) => `${name(d.event)}: at ${locName(d.city)} ${Array.isArray(d.removed) ? listOf(d.removed, name) : d.removed} turned face up (${d.stack_left} left).`,
  "event-outcome": (d) => `${name(d.event)}: ${P(d.seat)} ${OUTCOMES[d.outcome] || d.outcome}.`,
  "event-token-lost": (d) => `${P(d.seat)} gives 1 ${d.resource} to the ${name(d.event)}${d.left ? ` (${d.left} still to give)` : ""}.`,
  // movement and superiority
  "hero-moved": (d) => `${P(d.seat)} moves the ${hero(d.hero)} from ${locName(d.from)} to ${locName(d.to)}${d.exoskeleton ? " with the Exoskeleton" : ""}.`,
  "hero-stayed": (d) => `${P(d.seat)}'s ${hero(d.hero)} cannot move and stands up at ${locName(d.location)}.`,
  "superiority": (d) => `At ${locName(d.location)}, ${P(d.attacker)}'s strength ${d.attacker_strength} beats ${P(d.defender)}'s ${d.defender_strength}: ${plural(d.points, "point")} of superiority.`,
  "superiority-modifier": (d) => `${MODIFIERS[d.modifier] ? MODIFIERS[d.modifier](d) : name(d.modifier)}: superiority ${d.before} → ${d.after}.`,
  "superiority-ammo": (d) => `${P(d.defender)} spends ${d.spent} ammo against ${P(d.attacker)}: superiority ${d.points_before} → ${d.points_after}.`,
  "superiority-give": (d) => `${P(d.defender)} hands 1 ${d.resource} to ${P(d.attacker)} (chosen by ${P(d.chosen_by)}).`,
  "superiority-lapsed": (d) => `${P(d.defender)} has nothing to give: ${P(d.attacker)}'s ${plural(d.points, "point")} lapse.`,
  "sunset": (d) => `Sunset of round ${d.round}: the heroes lie down.`,
  // visits
  "visit-started": (d) => `${P(d.seat)}'s ${hero(d.hero)} acts at ${locName(d.location)} with ${d.ap} AP${d.sandstorm ? " (sandstorm)" : ""}.`,
  "visit-ended": (d) => `${P(d.seat)}'s visit at ${locName(d.location)} ends${d.ap_lost ? ` (${d.ap_lost} AP lost)` : ""}.`,
  "token-taken": (d) => `${P(d.seat)} takes 1 ${d.resource} at ${locName(d.location)} (${d.stock_after} left).`,
  "algae-harvested": (d) => `${P(d.seat)} harvests the algae.`,
  "dam-unlocked": (d) => `${P(d.seat)} unlocks the Dam's water ${d.by === "access-card" ? "with the Access card" : "for 1 electronics"}.`,
  "equipment-used": (d) => `${P(d.seat)} uses the ${name(d.equipment)}: +${d.amount} ${d.gain}.`,
  "city-equipment-taken": (d) => `${P(d.seat)} takes the ${name(d.equipment)} at ${locName(d.city)} (broken).`,
  "search-drawn": (d) => `${P(d.seat)} searches ${locName(d.city)}${d.free ? " (free)" : ""} and finds ${d.tile === "empty" ? "an empty cupboard" : name(d.tile)}${d.cupboard_bonus ? " (+1 wood +1 metal)" : ""}.`,
  "search-peeked": (d) => `${P(d.seat)} looks at ${locName(d.city)}'s search stack.`,
  "search-stack-seen": (d) => `${locName(d.city)}'s search stack, top first: ${listOf(d.tiles, name)}.`,
  "thermal-sensor-used": (d) => `${P(d.seat)} uses the Thermal sensor at ${locName(d.location)}.`,
  "hunt-stack-seen": (d) => `${locName(d.location)}'s game, top first: endurance ${(d.endurances || []).join(", ")}.`,
  "hunt-tile-chosen": (d) => `You hunt tile ${d.position} (endurance ${d.endurance}).`,
  "hunt-resolved": (d) => `${P(d.seat)} hunts at ${locName(d.location)} (endurance ${d.endurance}, ${d.ammo} ammo, ${d.ap_spent} AP) for ${d.meat} meat.`,
  "hunt-tile-revealed": (d) => `New game at ${locName(d.location)}: endurance ${d.endurance} (${d.stack_left} left).`,
  "hunt-cancelled": (d) => `${P(d.seat)} decides not to hunt.`,
  "freighter-boarded": (d) => `${P(d.seat)}'s ${hero(d.hero)} boards the Freighter at slot ${d.slot}: +${(d.slot_cans || 0) + (d.room_cans || 0)} cans${d.survivor === "to-place" ? " and a survivor" : ""}${d.start_player_after !== d.start_player_before ? `; ${P(d.start_player_after)} becomes start player` : ""}.`,
  // night
  "event-averted": (d) => `${P(d.seat)} averts ${name(d.event)} for ${tokens(d.paid)} (${d.points} points).`,
  "avert-passed": (d) => `${P(d.seat)} averts no more events tonight.`,
  "feeding": (d) => `${P(d.seat)} feeds the shelter: ${tokens(d.rooms_paid)} for the rooms, ${d.airlock_water || 0} water for the airlock${d.short ? `; ${d.short} short` : ""}.`,
  "night-radiation": (d) => `Night radiation ${d.level} at ${P(d.seat)}'s shelter: ${d.rise ? "rises by " + d.rise : "fully blocked"}.`,
  "recruited": (d) => (d.survivors ? `${P(d.seat)} recruits ${plural(d.survivors, "survivor")} for ${tokens(d.paid)}.` : `${P(d.seat)} recruits nobody.`),
  "room-built": (d) => `${P(d.seat)} builds ${room(d)} for ${tokens(d.paid)}.`,
  "survivor-moved": (d) => `${P(d.seat)} moves a survivor into ${room(d)}${d.full ? " — now full" : ""}.`,
  "room-ability": (d) => `${P(d.seat)} uses ${room(d)}${d.quantity ? `: ${d.quantity} ${d.before} → ${d.after}` : ""}.`,
  "equipment-scrapped": (d) => `${P(d.seat)} scraps the ${name(d.equipment)} for ${tokens(d.gained)}.`,
  "equipment-repaired": (d) => `${P(d.seat)} repairs the ${name(d.equipment)} for ${tokens(d.paid)}.`,
  "maintenance": (d) => `${P(d.seat)} cleans up: ${d.meat_discarded || 0} meat thrown away, water ${d.water_before} → ${d.water_after}.`,
  "final-score": (d) => `Final scores: ${(d.scores || []).map((s) => `${P(s.seat)} ${s.total}`).join(", ")}. ${d.winners && d.winners.length ? d.winners.map(P).join(" & ") + (d.winners.length === 1 ? " wins" : " share the win") + "!" : ""}`,
};

const OUTCOMES = {
  immune: "is immune",
  radiation: "takes radiation",
  "pay-food": "must pay 1 food",
  "give-tokens": "must give 2 tokens",
  "lose-survivor": "must lose a survivor",
  nothing: "is not hit",
};

const MODIFIERS = {
  "baseball-bat": (d) => `${P(d.attacker)} swings the Baseball bat`,
  "no-baseball-bat": (d) => `${P(d.attacker)} keeps the Baseball bat`,
  "combat-vest": (d) => `${P(d.defender)} wears the Combat vest`,
  "immune-room": (d) => `${P(d.defender)}'s strength-3 hero ignores ${P(d.attacker)}`,
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
