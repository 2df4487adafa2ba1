// Fallout's events as sentences for the log (docs/events.md, "# Fallout").
// Unknown types, or types whose fields changed, fall back to the generic
// "Type — field value" line, so the log never breaks.
import { titleCase } from "../dom.js";
import { seatName } from "./registry.js";
import { agenda, itemName, perkName, spaceName, survivorName, traitName, typeName, DECK_NAMES, FACTION_SIGN } from "./fallout-names.js";
import generic from "./generic.js";

const P = (seat) => (typeof seat === "number" && seat >= 0 ? seatName(seat) : "Nobody");
const S = spaceName;
const plural = (n, one, many) => `${n} ${n === 1 ? one : many || one + "s"}`;
const list = (xs, f = (x) => x) => (Array.isArray(xs) && xs.length ? xs.map(f).join(", ") : "none");
const caps = (n) => plural(n, "Cap");
const deck = (d) => DECK_NAMES[d] || titleCase(d);
const fac = (f) => FACTION_SIGN[f] || titleCase(f);
const ag = (id) => agenda(id).title;
const enemy = (e) => (e ? `${e.name || typeName(e.type) + " (face down)"}${e.level ? " (level " + e.level + ")" : ""}` : "an enemy");
const at = (e) => (e && e.space ? ` in ${S(e.space)}` : "");
const quest = (d) => `“${d.title}”`;
const objective = (d) => `${quest(d)} objective ${d.objective}${d.text ? ` (${d.text})` : ""}`;
// rolled names the dice rolled: their positions (0-based), or a count.
const rolled = (r) => (Array.isArray(r) ? (r.length === 3 ? "the dice" : `${r.length === 1 ? "die" : "dice"} ${r.map((i) => i + 1).join(" and ")}`) : plural(r, "die", "dice"));
// cause names a cause card: an item or perk id, or quest:, encounter:,
// scenario: and the card's number or id (docs/events.md, "# Fallout").
const cause = (c) => (!c ? "a card" : c.startsWith("quest:") ? `quest ${c.slice(6)}` : c.startsWith("encounter:") ? `encounter ${c.slice(10)}` : c.startsWith("scenario:") ? "the scenario" : itemName(c));
const pegs = (d) => `HP ${d.hp_from}→${d.hp_to}, rads ${d.rads_from}→${d.rads_to}`;

const F = {
  // setup
  "setup-dealt": (d) => `The Wasteland is laid out for ${plural(d.players, "player")}; ${P(d.first_player)} goes first. The shop offers ${list(d.shop, itemName)}.`,
  "survivor-chosen": (d) => `${P(d.seat)} plays the ${survivorName(d.survivor)} (${d.letter}, ${itemName(d.card)}).`,
  "figure-placed": (d) => `${P(d.seat)}'s figure ${d.cause === "respawn" ? "returns" : "is placed"} in ${S(d.space)}.`,
  "special-drawn": (d) => `${P(d.seat)} draws S.P.E.C.I.A.L. ${d.kept}: owns ${d.owned}.`,
  "board-ready": (d) => `${P(d.seat)}'s board is ready: ${d.hp} HP, ${d.rads} rads, ${caps(d.caps)}.`,
  "character-card": (d) => `${P(d.seat)} ${d.equipped ? "equips" : "stows"} ${itemName(d.card)}.`,
  // shared
  "caps": (d) => `${P(d.seat)}: Caps ${d.from} → ${d.to}${d.cause ? ` (${d.cause})` : ""}.`,
  "harmed": (d) => `${P(d.seat)} suffers ${[d.damage ? plural(d.damage, "damage", "damage") : "", d.rads ? plural(d.rads, "rad") : ""].filter(Boolean).join(" and ") || "nothing"}${d.card ? ` (${cause(d.card)})` : d.cause ? ` (${d.cause})` : ""}: ${pegs(d)}${d.killed ? " — killed" : ""}.`,
  "enemy-placed": (d) => `${d.active ? `${d.name || typeName(d.type)}${d.level ? ` (level ${d.level})` : ""}` : `A face-down ${typeName(d.type)}`} is placed in ${S(d.space)}${d.cause ? ` (${d.cause})` : ""}.`,
  "enemy-supply-empty": (d) => `No ${typeName(d.type)} token is left to place in ${S(d.space)}.`,
  "dice-rolled": (d) => `${P(d.seat)} ${d.why === "reroll" ? "rerolls" : "rolls"} ${rolled(d.rolled)}: ${list(d.dice, (x) => `${(x.areas || []).join("+") || "blank"}${x.bullets ? " " + "●".repeat(x.bullets) : ""}`)} — ${d.bullets} ●.`,
  "game-ended": (d) => `The game ends after round ${d.round}: ${{ influence: "a survivor has the influence to win", takeover: "a faction took over the basin", "all-eliminated": "every survivor is eliminated", "round-limit": "the round limit", "team-victory": "the team won", "hostile-takeover": "the hostile faction took over" }[d.end] || d.end}.`,
  "card-moved": (d) => (d.skipped ? `Card ${d.number} ${quest(d)} is not in the library: nothing happens.`
    : d.to === "staged" ? `Quest ${d.number} ${quest(d)} is staged.`
      : d.to === "trashed" ? `Card ${d.number} ${quest(d)} goes back to the box.`
        : `Card ${d.number} ${quest(d)} joins the ${deck(d.deck)} deck (${plural(d.deck_size, "card")}).`),
  // rounds and the agenda deck
  "round-started": (d) => `Round ${d.round} begins; ${P(d.first_player)} is first player.`,
  "agenda-revealed": (d) => `End of round ${d.round}: ${P(d.first_player)} reveals ${ag(d.card)}; it activates ${list(d.activates, typeName)} (${plural(d.deck_left, "card")} left).`,
  "enemies-flipped": (d) => `${typeName(d.type)}: ${d.flipped && d.flipped.length ? list(d.flipped, (e) => `${e.name} (level ${e.level}) in ${S(e.space)}`) + " flip face up" : "no enemy flips face up"}.`,
  "agenda-discarded": (d) => `${ag(d.card)} is discarded (${plural(d.discard, "card")} in the discard, ${d.deck_left} left in the deck).`,
  "agenda-reshuffled": (d) => `The agenda discard is shuffled into a new deck of ${plural(d.cards, "card")}${d.depleted ? `; the deck passes from ${P(d.first_from)} to ${P(d.first_to)} and the factions gain power` : ""}.`,
  "power-moved": (d) => `${fac(d.faction)} power ${d.from} → ${d.to} of ${d.last}${d.cause === "result" ? " (a quest result)" : ""}.`,
  "round-ended": (d) => `Round ${d.round} is over.`,
  "agenda-drawn": (d) => `${P(d.seat)} draws an agenda card (holds ${d.held}; ${d.deck_left} left in the deck).`,
  "agenda-card": (d) => `Your new agenda card: ${ag(d.card)}.`,
  // turns
  "turn-started": (d) => `${P(d.seat)}'s turn (round ${d.round}, ${plural(d.actions, "action")}).`,
  "turn-ended": (d) => `${P(d.seat)}'s turn ends${d.reason === "died" ? " with their death" : ""}${d.actions_forfeited ? `, forfeiting ${plural(d.actions_forfeited, "action")}` : ""}${d.mp_lost ? ` and ${d.mp_lost} MP` : ""}.`,
  "equipped": (d) => `${P(d.seat)} equips ${itemName(d.card)} as ${d.slot}${d.swapped ? `, stowing ${itemName(d.swapped)}` : ""}.`,
  "loyalty": (d) => (d.card ? `${P(d.seat)} declares loyalty to ${fac(d.faction)} with ${ag(d.card)}${d.previous ? `, taking ${ag(d.previous)} back` : ""}.` : `${P(d.seat)} withdraws their loyalty${d.previous ? ` (${ag(d.previous)})` : ""}.`),
  // move and explore
  "move-action": (d) => `${P(d.seat)} takes a Move action: +${d.mp_gained} MP (${d.mp} MP).`,
  "moved": (d) => `${P(d.seat)} moves from ${S(d.from)} to ${S(d.to)} for ${d.cost} MP (${d.mp_left} left)${d.terrain ? ` — ${d.terrain} terrain` : ""}.`,
  "tile-explored": (d) => `${P(d.seat)} explores the ${d.back} tile at ${d.position}: ${titleCase(d.tile)} with ${list(d.spaces, S)}${d.enemies_to_place ? `; ${plural(d.enemies_to_place, "enemy", "enemies")} to place` : ""}.`,
  // death
  "killed": (d) => `${P(d.seat)} is killed${d.cause === "fight" ? " in a fight" : d.cause === "card" ? ` by ${cause(d.card)}` : " by radiation"} in ${S(d.space)}${d.discarded && d.discarded.length ? `, losing ${list(d.discarded, itemName)}` : ""}${d.eliminated ? "" : `; back to ${d.hp} HP with ${plural(d.rads, "rad")}`}.`,
  "eliminated": (d) => `${P(d.seat)} is eliminated: ${list(d.agendas, ag)} revealed${d.first_from !== d.first_to ? `; ${P(d.first_to)} is first player now` : ""}.`,
  // tests
  "test-started": (d) => `${P(d.seat)} tests ${d.letters} for ${d.difficulty} ● (${plural(d.rerolls, "reroll")}).`,
  "test-resolved": (d) => `${P(d.seat)}'s ${d.letters} test: ${d.bullets} of ${d.difficulty} ● — ${d.success ? "success" : "failure"}.`,
  "rerolls-gained": (d) => `${P(d.seat)} gains ${plural(d.n, "reroll")} from ${d.source === "well-rested" ? "Well Rested" : d.source === "perk" ? "the perk " + perkName(d.card) : cause(d.card)} (${d.left} left).`,
  "card-used": (d) => `${P(d.seat)} ${d.passive ? "benefits from" : "uses"} ${d.perk ? "the perk " + perkName(d.card) : itemName(d.card)}${d.exhausted ? " (exhausted)" : ""}${d.discarded ? " (discarded)" : ""}${d.caps ? ` for ${caps(d.caps)}` : ""}.`,
  // fights
  "fight-started": (d) => `${P(d.seat)} fights ${enemy(d.enemy)}${at(d.enemy)}${d.ranged ? " at range" : ""}${d.cause && d.cause !== "action" ? ` (${titleCase(d.cause)})` : ""}.`,
  "draw-and-fight-empty": (d) => `No ${typeName(d.type)} is left to fight ${P(d.seat)}: the step fails.`,
  "fight-bonus": (d) => `${P(d.seat)} adds ${d.n} ${d.kind === "hit" ? "hit" : "armor"} from a card (${d.total} in this fight).`,
  "fight-enemy-hits": (d) => `The enemy hits ${P(d.seat)}: ${d.bullets} ● against ${d.armor} armor, ${d.left} left — ${d.damage} damage${d.rads ? ` and ${plural(d.rads, "rad")}` : ""}${d.killed ? ", deadly" : ""}.`,
  "fight-resolved": (d) => (d.survivor_killed ? `${P(d.seat)} dies fighting ${enemy(d.enemy)}.`
    : `${P(d.seat)} scores ${d.hits} of ${d.needed} hits on ${enemy(d.enemy)}: ${d.killed ? `killed (+${d.xp} XP)` : `it is ${d.after}`}.`),
  "enemy-killed": (d) => `${P(d.seat)} kills ${enemy(d.enemy)}${at(d.enemy)} (+${d.xp} XP).`,
  "enemy-replaced": (d) => (d.space ? `A face-down ${typeName(d.type)} takes its place in ${S(d.space)}${d.chosen_by >= 0 && d.tied && d.tied.length > 1 ? ` (chosen by ${P(d.chosen_by)})` : ""}.` : `No ${typeName(d.type)} replaces it${d.why === "occupied" ? `: ${list(d.icon_spaces, S)} already hold one` : ": no space shows its icon"}.`),
  // XP, level-ups, traits
  "xp-gained": (d) => `${P(d.seat)} gains ${d.xp} XP: ${d.from} → ${d.to}${d.level_ups ? `, ${plural(d.level_ups, "level-up")}` : ""}.`,
  "level-up": (d) => `${P(d.seat)} levels up and draws ${list(d.drawn)}.`,
  "special-kept": (d) => `${P(d.seat)} keeps ${d.kept}${d.new ? ` (owns ${d.owned} now)` : " — already owned, so a perk"}; ${d.returned} goes back.`,
  "perk-gained": (d) => (d.perk ? `${P(d.seat)} takes the perk ${perkName(d.perk)} (${d.letter}).` : `No perk is left for ${P(d.seat)}.`),
  "trait": (d) => `${P(d.seat)}: ${traitName(d.trait)} ${{ gained: "gained", flipped: `(flipped from ${traitName(d.from)})`, kept: "kept", locked: `refused: ${traitName(d.from)} is locked`, lost: "given up", "none-left": "— no token left" }[d.change] || d.change}.`,
  // quests
  "quest-action": (d) => `${P(d.seat)} works on ${objective(d)}.`,
  "objective-completed": (d) => `${P(d.seat)} completes ${objective(d)}!`,
  "objective-failed": (d) => `${P(d.seat)} fails ${quest(d)} objective ${d.objective} at step ${d.failed_step}${d.died ? " and dies" : ""}.`,
  "step": (d) => `Step ${d.step}: ${d.kind === "test" ? `test ${d.letters} ${d.difficulty}${d.other ? " by another survivor" : ""}` : d.kind === "fight" ? `fight ${d.enemy ? typeName(d.enemy) : "an enemy"}` : `pay ${caps(d.caps)}`}${d.met === false ? " — cannot be met" : ""}.`,
  "marker-placed": (d) => (d.skipped ? `No marker for quest ${d.quest}.` : `The ${d.colour} marker of quest ${d.quest} goes to ${S(d.space)}.`),
  // encounters
  "encounter-drawn": (d) => `${P(d.seat)} meets “${d.title}” (${deck(d.deck)}, level ${d.level}) in ${S(d.space)}, read by ${P(d.reader)}: ${d.intro || ""} Options: ${list(d.options, (o) => o.label + (o.available ? "" : " (not for them)"))}.`,
  "encounter-option": (d) => `${P(d.seat)} chooses “${d.label}”.`,
  "encounter-outcome": (d) => (d.died ? `${P(d.seat)} dies before the outcome.` : `${d.success ? "Success" : "Failure"}${d.text ? ": " + d.text : ""}`),
  "encounter-returned": (d) => `“${d.title}” ${d.to === "trashed" ? "goes back to the box" : `goes to the bottom of the ${deck(d.deck)} deck`} (${plural(d.cards, "card")}).`,
  // cards
  "card-gained": (d) => `${P(d.seat)} gains ${d.name || itemName(d.card)}${d.kind ? ` (${d.kind})` : ""}${d.cause && d.cause !== "draw" ? ` by ${d.cause}` : ""}${d.to === "discard" ? ", resolved and discarded" : ""}.`,
  "unique-substituted": (d) => `${itemName(d.requested)} is taken: ${P(d.seat)} gets ${d.name || itemName(d.card)} instead.`,
  "card-discarded": (d) => `${P(d.seat)} discards ${itemName(d.card)}${d.cause ? ` (${d.cause})` : ""}.`,
  "deck-reshuffled": (d) => `The ${d.deck} discard is shuffled into a new deck of ${plural(d.cards, "card")}.`,
  "healed": (d) => `${P(d.seat)} heals: ${pegs(d)}.`,
  "mp-gained": (d) => `${P(d.seat)} gains ${d.gained} MP (${d.mp} MP).`,
  "effect-skipped": (d) => `${P(d.seat)}: nothing to ${d.effect}${d.why ? ` (${d.why})` : ""}.`,
  // shop
  "shop-opened": (d) => `${P(d.seat)} shops (${plural(d.transactions, "transaction")})${d.added ? `; ${itemName(d.added)} joins the shop` : ""}.`,
  "shop-deal": (d) => `${P(d.seat)} ${d.deal === "buy" ? `buys ${itemName(d.card)} for ${caps(d.caps)}` : d.deal === "sell" ? `sells ${itemName(d.card)} for ${caps(d.caps)}` : `recruits ${itemName(d.card)}`}.`,
  "shop-restocked": (d) => `The shop is restocked: ${list(d.shop, itemName)}.`,
  // camp and trade
  "camp-started": (d) => `${P(d.seat)} camps in ${S(d.space)}.`,
  "camp-ended": (d) => `${P(d.seat)} breaks camp (${list(d.steps)}).`,
  "card-unexhausted": (d) => `${P(d.seat)}'s ${itemName(d.card)} ${d.stays ? "stays exhausted" : d.left ? "leaves" : "is ready again"}${d.paid ? ` for ${caps(d.paid)}` : ""}.`,
  "trade": (d) => `Trade ${P(d.seat)} ↔ ${P(d.partner)}: ${{ start: "opened", give: `offers ${itemName(d.card)}`, ask: `asks for ${itemName(d.card)}`, "give-agenda": "offers an agenda card", "show-agenda": "offers and shows an agenda card", "ask-agenda": "asks for an agenda card", "give-caps": `offers ${caps(d.caps)}`, "ask-caps": `asks for ${caps(d.caps)}`, propose: "proposed", cancel: "called off", accept: "accepted", decline: "declined" }[d.step] || d.step}.`,
  "trade-agenda-shown": (d) => `${P(d.seat)} shows you ${ag(d.card)}.`,
  "trade-done": (d) => `Trade done: ${P(d.partner)} gets ${list(d.to_partner, itemName)}, ${P(d.seat)} gets ${list(d.to_seat, itemName)}.`,
  // activation
  "activation-started": (d) => `${typeName(d.icon)} enemies activate: ${plural((d.enemies || []).length, "enemy", "enemies")}.`,
  "enemy-activated": (d) => `${enemy(d.enemy)}${at(d.enemy)} ${{ fight: `fights ${P(d.target)}`, charge: `charges ${P(d.target)}`, move: `moves toward ${P(d.target)}`, idle: "stays idle" }[d.action] || d.action}.`,
  "enemy-moved": (d) => `${enemy(d.enemy)} moves from ${S(d.from)} to ${S(d.to)}.`,
  "agenda-dropped": (d) => `${P(d.seat)} gets rid of ${d.card ? ag(d.card) : "an agenda card"}${d.displayed ? ", their loyalty card" : ""} (holds ${d.held}).`,
  "agenda-dropped-card": (d) => `You got rid of ${ag(d.card)}.`,
  "victory": (d) => `${list(d.winners, P)} ${d.winners && d.winners.length === 1 ? "wins" : "win"} with ${d.threshold}+ influence (${list(d.influence, (n, i) => `${P(i)} ${n}`)}).`,
  "takeover": (d) => `${list(d.factions, fac)} take${d.factions && d.factions.length === 1 ? "s" : ""} over the basin: every survivor loses.`,
  "solo-other-test": (d) => `The other survivor's test: 3 of ${d.difficulty} ● — ${d.success ? "success" : "failure"}.`,
  // the co-op variant (Atomic Bonds)
  "loyal-chosen": (d) => `The team sides with ${fac(d.loyal)}; ${fac(d.hostile)} is hostile. To win: ${d.victory}`,
  "coop-ready": (d) => `Tasks: ${list(d.tasks, titleCase)}. A C.A.M.P. token stands in ${S(d.camp)}; every survivor gets a face-down mutation.`,
  "activation-revealed": (d) => `End of round ${d.round}: ${P(d.first_player)} reveals an activation card: ${list(d.enemies, typeName)}${d.faction ? ` and ${fac(d.faction)}${d.hostile ? " (hostile)" : " (loyal: ignored)"}` : ""}.`,
  "hostile-count": (d) => `${plural(d.count, "hostile enemy", "hostile enemies")} on the map: ${plural(d.effects, "effect")} from the sheet.`,
  "first-player-chosen": (d) => (d.from === d.to ? `${P(d.from)} stays first player.` : `${P(d.from)} hands the first player to ${P(d.to)}.`),
  "activation-discarded": (d) => `The activation card is discarded (${d.deck_left} left in the deck).`,
  "activation-reshuffled": (d) => `The activation discard becomes a new deck of ${plural(d.cards, "card")}.`,
  "hostile-moved": (d) => `The hostile ${fac(d.faction)} token ${d.to >= d.from ? "advances" : "moves back"} ${d.from} → ${d.to} of ${d.last} (${d.cause}).`,
  "group-effect": (d) => `Team effect (${d.source}): ${d.kind} ${d.n}.`,
  "camp-token-placed": (d) => `${P(d.seat)} places a C.A.M.P. token in ${S(d.space)} (${d.left} left to place).`,
  "fast-travelled": (d) => `${P(d.seat)} fast travels from ${S(d.from)} to ${S(d.to)}.`,
  "mutation-revealed": (d) => `${P(d.seat)} reaches ${d.rads} rads: their mutation ${titleCase(d.mutation.replace(/^mut-/, ""))} is revealed.`,
  "task-completed": (d) => `Task done: ${titleCase(d.task.replace(/^task-/, ""))} (${d.done} of ${d.need})${d.extra ? "; the hostile token moves back 2" : ""}.`,
  "team-ended": (d) => (d.won ? `The team wins together with ${plural(d.tasks_done, "task")} done.` : `The hostile faction takes over: the team loses together.`),
  "support-declared": (d) => `${P(d.seat)} ${d.support ? "supports" : "does not support"} ${P(d.fighter)}'s fight.`,
  "support-rolled": (d) => `${P(d.seat)} ${d.reroll ? "rerolls" : "rolls"} the support die: ${(d.areas || []).join("+")}${d.bullets ? " " + "●".repeat(d.bullets) : ""}${d.hits_enemy ? " — a hit" : ""}.`,
  "support-hits": (d) => `The support die hits ${P(d.seat)}: ${d.left} ● after armor, ${d.damage} damage${d.rads ? ` and ${d.rads} rads` : ""}${d.killed ? " — killed" : ""}.`,
  "mods-drawn": (d) => `${P(d.seat)} draws ${plural(d.mods.length, "mod")}: ${list(d.mods, titleCase)}.`,
  "mods-reshuffled": (d) => `The mod discard becomes a new deck of ${plural(d.cards, "card")}.`,
  "mod-kept": (d) => `${P(d.seat)} keeps ${titleCase(d.mod)}${d.discarded && d.discarded.length ? `, discarding ${list(d.discarded, titleCase)}` : ""}.`,
  "mod-attached": (d) => (d.card ? `${P(d.seat)} attaches ${titleCase(d.mod)} to ${itemName(d.card)}${d.replaced ? `, discarding ${titleCase(d.replaced)}` : ""}.` : `${P(d.seat)} discards ${titleCase(d.mod)}${d.why === "no-card" ? " (no card to carry it)" : ""}.`),
  "workshop-gained": (d) => (d.upgrade ? `The team gains the workshop upgrade ${titleCase(d.upgrade.replace(/^ws-/, ""))} (${d.gained} in all).` : "The workshop deck is empty."),
};

// formatEvent is one event as a sentence.
export function formatEvent(ev, ctx) {
  const f = F[ev.type];
  if (f && ev.data && typeof ev.data === "object") {
    const text = f(ev.data);
    if (!/undefined|NaN|\[object/.test(text)) return text;
  }
  return generic.formatEvent(ev, ctx);
}
