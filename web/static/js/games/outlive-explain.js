// Outlive's table explains itself: a tooltip on every component (texts
// from the content mirror and the catalogs' ui.explain.* words) and the
// coming night's forecast that the server computes (view.bunkers[i].
// night_forecast) shown during the day.
import { h } from "../dom.js";
import { t, tf } from "../words.js";
import { tip } from "../tips.js";
import { tipLog, dataValues } from "../logtips.js";
import { CONTENT, HERO_STRENGTH, RESOURCES, ability, locName, name, tokens } from "./outlive-names.js";

const MATERIALS = new Set(["wood", "metal", "electronics"]);
const FOODS = new Set(["meat", "water", "cans"]);

// resourceTip explains a resource token.
function resourceTip(res) {
  const lines = [];
  if (FOODS.has(res)) lines.push(t("ui.explain.res.food"), t("ui.explain.res." + res));
  else if (MATERIALS.has(res)) lines.push(t("ui.explain.res.material"));
  else if (res === "ammo") lines.push(t("ui.explain.res.ammo"));
  return [name(res), ...lines];
}

function equipmentTip(id) {
  const k = CONTENT.equipment[id] || {};
  return [k.name || name(id), t("ui.explain.eq." + id), tf("ui.explain.equipment", { repair: tokens(k.repair) })];
}

function roomTip(id) {
  const r = CONTENT.rooms[id] || {};
  return [r.name || name(id), tf("ui.explain.room", { upkeep: r.upkeep ?? "?", slots: r.slots ?? "?" }),
    ...(r.abilities || []).map((a) => tf("ui.explain.ability", { text: ability(a) }))];
}

function eventTip(id) {
  const e = CONTENT.events[id] || {};
  return [e.name || name(id), t("ui.explain.effect." + e.effect), tf("ui.explain.event", { points: e.points ?? "?", avert: tokens(e.avert) })];
}

function leaderTip(id) {
  const l = CONTENT.leaders[id] || {};
  return [l.name || name(id), tf("ui.explain.leader", { age: l.age ?? "?" }),
    (l.locations || []).map(locName).join(", ")];
}

function locationTip(loc) {
  const kind = loc.city ? "city" : loc.id;
  const key = "ui.explain.loc." + kind;
  return [loc.name || locName(loc.id), t("ui.explain.location"), t(key) === key ? "" : t(key)];
}

function heroTip(id) {
  return [tf("ui.explain.hero", { strength: HERO_STRENGTH[id] })];
}

// logParts are the tooltip parts of the components an event names: its
// rooms, equipment, events, leaders, heroes, locations and resources.
function* logParts(ev, locs) {
  for (const [, x] of dataValues(ev.data)) {
    if (typeof x !== "string") continue;
    if (CONTENT.rooms[x]) yield ["room:" + x, roomTip(x)];
    else if (CONTENT.equipment[x]) yield ["eq:" + x, equipmentTip(x)];
    else if (CONTENT.events[x]) yield ["event:" + x, eventTip(x)];
    else if (CONTENT.leaders[x]) yield ["leader:" + x, leaderTip(x)];
    else if (HERO_STRENGTH[x]) yield ["hero:" + x, heroTip(x)];
    else if (locs.has(x)) yield ["loc:" + x, locationTip(locs.get(x))];
    else if (RESOURCES.includes(x)) yield ["res:" + x, resourceTip(x)];
    else if (x === "algae") yield ["algae", [t("ui.explain.algae")]];
  }
}

// annotate gives every component of the board its tooltip.
function annotate(board, frame) {
  const v = frame.view;
  const all = (...sels) => board.querySelectorAll(sels.join(","));
  const locs = new Map(v.locations.map((l) => [l.id, l]));
  for (const el of all(".loc[data-loc]")) {
    const loc = locs.get(el.dataset.loc);
    if (loc) tip(el.querySelector(".loc-head") || el, ...locationTip(loc));
  }
  for (const el of all(".stock")) tip(el, t("ui.explain.stock"));
  for (const el of all(".hunt")) {
    const loc = locs.get(el.closest(".loc").dataset.loc);
    const top = loc && loc.hunt && loc.hunt.top;
    tip(el, t("ui.explain.hunt"), top ? tf("ui.explain.hunt-top", top) : "");
  }
  for (const el of all(".hunt .endurance", ".hunt .meat")) el.removeAttribute("title");
  for (const el of all(".city-stack")) tip(el, t("ui.explain.city-stack"));
  for (const el of all(".search-tile")) tip(el, t("ui.explain.search-tile"));
  for (const el of all(".search-up")) el.removeAttribute("title");
  for (const el of all(".city-eq")) tip(el, ...equipmentTip(el.dataset.target.split(":")[2]));
  for (const el of all(".fslot")) {
    const s = (locs.get("freighter").freighter || []).find((x) => String(x.strength) === el.dataset.target.split(":")[1]);
    if (s) tip(el, tf("ui.explain.freighter-slot", { strength: s.strength, cans: s.cans }));
  }
  for (const el of all(".algae")) tip(el, t("ui.explain.algae"));
  for (const el of all(".hero")) {
    const str = el.querySelector(".hero-str");
    tip(el, tf("ui.explain.hero", { strength: str ? str.textContent : "?" }));
  }
  for (const el of all(".event[data-target^='event:']")) {
    const id = el.dataset.target.slice(6);
    tip(el, ...eventTip(id), el.classList.contains("averted") ? t("ui.explain.event-averted") : "");
  }
  for (const el of all(".event.face-down")) tip(el, t("ui.explain.event-down"));
  for (const el of all(".round-track")) tip(el, t("ui.explain.round-track"));
  for (const el of all(".pile")) tip(el, t("ui.explain.pile"));
  for (const el of all(".room[data-room]")) {
    tip(el, ...roomTip(el.dataset.room), el.classList.contains("unbuilt") ? t("ui.explain.room-plan") : "");
  }
  for (const el of all(".room.secret")) tip(el, t("ui.explain.room-secret"));
  for (const el of all(".room .upkeep", ".room .room-slot")) el.removeAttribute("title");
  for (const el of all(".airlock")) tip(el, t("ui.explain.airlock"));
  for (const el of all(".rad-gauge")) tip(el, t("ui.explain.radiation"));
  for (const el of all(".rad-cell")) el.removeAttribute("title");
  for (const el of all(".tok")) {
    const res = [...el.classList].find((c) => c.startsWith("tok-"));
    if (res) tip(el, ...resourceTip(res.slice(4)));
  }
  for (const el of all(".resources")) el.removeAttribute("title");
  for (const el of all(".equipment .eq")) tip(el, ...equipmentTip(el.dataset.target.split(":").slice(2).join(":")));
  const bunkers = new Map(v.bunkers.map((b) => [String(b.seat), b]));
  for (const head of all(".bunker-head[data-target]")) {
    const b = bunkers.get(head.dataset.target.split(":")[1]);
    const el = head.querySelector(".leader");
    if (b && el) tip(el, ...(b.leader ? leaderTip(b.leader) : [t("ui.explain.leader-unknown")]));
  }
  for (const el of all(".leader-card[data-target^='leader:']")) tip(el, ...leaderTip(el.dataset.target.slice(7)));
  for (const el of all(".room-card[data-target^='roomdraw:']")) tip(el, ...roomTip(el.dataset.target.slice(9)));
  for (const el of all(".averted")) tip(el, t("ui.explain.averted"));
  const page = board.closest(".table-page");
  if (page) tipLog(page, (ev) => logParts(ev, locs));
}

// forecastPanel shows the viewing seat's coming night: the server's
// forecast, during the day; null otherwise.
function forecastPanel(frame) {
  const v = frame.view;
  const b = v.bunkers.find((x) => x.seat === frame.seat);
  const nf = b && b.night_forecast;
  if (!nf || v.over) return null;
  const food = h("li.fc-food", { class: nf.short > 0 && "warn" },
    tf("ui.explain.forecast-food", { need: nf.food_needed, held: nf.food_held }),
    nf.airlock_water ? " (" + tf("ui.explain.forecast-water", { water: nf.airlock_water }) + ")" : "", ": ",
    h("b", nf.short > 0 ? tf("ui.explain.forecast-short", { short: nf.short }) : t("ui.explain.forecast-enough")));
  const rad = h("li.fc-rad", { class: nf.radiation_lost > 0 && "warn" },
    tf("ui.explain.forecast-rad", { level: nf.radiation_level, blocked: nf.blocked, from: signed(b.radiation), to: signed(nf.radiation_after) }),
    nf.radiation_lost > 0 ? h("b", " — " + tf("ui.explain.forecast-radlost", { lost: nf.radiation_lost })) : null);
  return h("section.panel.forecast", { id: "ol-forecast", dataset: { short: nf.short, rise: nf.rise } },
    h("h3", tf("ui.explain.forecast", { round: nf.round })), h("ul", food, rad));
}

const signed = (n) => (n > 0 ? "+" + n : String(n));

export default {
  explain(board, frame) {
    const table = board.querySelector(".ol-table");
    if (!table || !frame.view) return;
    const old = table.querySelector("#ol-forecast");
    if (old) old.remove();
    const fc = forecastPanel(frame);
    const bar = table.querySelector("#status-bar");
    if (fc) (bar ? bar.after(fc) : table.prepend(fc));
    annotate(board, frame);
  },
};
