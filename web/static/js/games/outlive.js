// Outlive's table: the ring of 8 locations around the event board, every
// shelter (bunker) below, the seat's secrets, and the final scores.
import { h, svg, clear } from "../dom.js";
import { icon } from "../icons.js";
import { seatName, seatColor, seatPanel } from "./registry.js";
import { decisionStatus } from "./status.js";
import { t, tf } from "../words.js";
import { RESOURCES, FOOD, HERO_STRENGTH, CONTENT, ability, locName, name, resName, tokens } from "./outlive-names.js";

const RAD_BEST = 3;
const RAD_WORST = -11;

// heroFigure is a hero standing (active) or lying down (idle).
function heroFigure(seat, hero, strength, active, extra = {}) {
  return h("span.hero", {
    class: [active ? "active" : "idle", extra.acting && "acting"],
    style: { "--seat": seatColor(seat) },
    title: tf("ui.ol.hero-title", { seat: seatName(seat), strength, state: t(active ? "ui.ol.hero-moved" : "ui.ol.hero-idle") }) + (extra.acting ? t("ui.ol.acting") : ""),
    dataset: { seat, hero },
  }, icon("hero", "hero-icon"), h("b.hero-str", String(strength)));
}

function token(res, n, cls = "") {
  return h("span.tok", { class: ["tok-" + res, cls, n === 0 && "zero"], title: tf("ui.ol.res-count", { res: resName(res), n }) }, icon(res), h("b", String(n)));
}

function stockBlock(loc) {
  if (!loc.stock) return null;
  const left = loc.stock_left || 0;
  return h("div.stock", {
    class: left === 0 && "empty",
    dataset: { target: "stock:" + loc.id },
    title: tf("ui.ol.stock-left", { res: resName(loc.stock), n: left }),
  }, h("span.stock-pile", Array.from({ length: Math.min(left, 8) }, () => icon(loc.stock, "pile"))),
  h("b.stock-count", "×" + left), h("span.sr", " " + resName(loc.stock)));
}

function huntBlock(loc) {
  if (!loc.hunt) return null;
  const top = loc.hunt.top;
  return h("div.hunt", { dataset: { target: "hunt:" + loc.id }, title: tf("ui.ol.hunt-stack", { n: loc.hunt.tiles }) },
    top ? h("div.game-tile", h("span.endurance", { title: t("ui.ol.endurance") }, String(top.endurance)),
      h("span.meat", { title: resName("meat") }, icon("meat"), String(top.meat)))
      : h("div.game-tile.gone", t("ui.ol.no-game")),
    h("span.stack-size", "×" + loc.hunt.tiles));
}

function cityBlock(loc) {
  if (!loc.city) return null;
  const c = loc.city;
  return h("div.city",
    h("div.city-stack", { dataset: { target: "citystack:" + loc.id }, title: tf("ui.ol.search-down", { n: c.stack_size }) },
      h("span.tile-back", "?"), h("span.stack-size", "×" + c.stack_size)),
    h("div.search-up", { title: t("ui.ol.search-up") },
      c.face_up_search.map((t) => h("span.search-tile", { class: "st-" + t, title: name(t) }, icon(t === "empty" ? "empty" : t)))),
    h("div.city-equipment", c.equipment.map((e) =>
      h("span.eq.city-eq", { dataset: { target: `cityeq:${loc.id}:${e}` }, title: name(e) }, icon("gear"), name(e)))));
}

function freighterBlock(loc) {
  if (!loc.freighter) return null;
  return h("div.freighter", loc.freighter.map((s) =>
    h("div.fslot", {
      class: [s.occupant >= 0 && "taken"],
      dataset: { target: "fslot:" + s.strength },
      style: s.occupant >= 0 ? { "--seat": seatColor(s.occupant) } : undefined,
      title: tf("ui.ol.fslot", { slot: s.strength, cans: s.cans }) + (s.survivor ? t("ui.ol.fslot-survivor") : "") + (s.occupant >= 0 ? tf("ui.ol.fslot-taken", { seat: seatName(s.occupant) }) : ""),
    },
    h("span.fslot-str", String(s.strength)),
    h("span.fslot-cans", icon("cans"), String(s.cans)),
    s.survivor ? h("span.fslot-surv", icon("survivor")) : h("span.fslot-surv.none"),
    s.occupant >= 0 ? h("span.fslot-occ", icon("hero")) : null)));
}

function locationTile(loc, idx, v) {
  const visit = v.visit && v.visit.location === loc.id ? v.visit : null;
  const kind = loc.city ? "city" : loc.freighter ? "freighter" : loc.hunt ? "wild" : "resource";
  const heroes = loc.heroes.map((x) => heroFigure(x.seat, x.hero, x.strength, x.active,
    { acting: visit && visit.seat === x.seat && visit.hero === x.hero }));
  return h("div.loc", {
    class: ["loc-" + loc.id, "kind-" + kind, visit && "visited"],
    style: { "grid-area": "l" + idx },
    dataset: { target: "loc:" + loc.id, loc: loc.id },
  },
  h("header.loc-head", h("span.loc-num", String(idx + 1)), h("span.loc-name", locName(loc.id) || loc.name),
    visit ? h("span.visit-badge", { title: t("ui.ol.ap-left") }, tf("ui.ol.ap", { n: visit.ap }))
      : loc.stock ? icon(loc.stock, "loc-icon") : icon(kind === "city" ? "gear" : kind === "freighter" ? "cans" : "star", "loc-icon")),
  h("div.loc-body",
    stockBlock(loc),
    loc.id === "military-base" ? h("div.algae", { class: v.algae_active ? "on" : "off", dataset: { target: "algae" }, title: t(v.algae_active ? "ui.ol.algae-ready" : "ui.ol.algae-done") }, icon("algae"), t(v.algae_active ? "ui.ol.algae" : "ui.ol.used")) : null,
    huntBlock(loc),
    cityBlock(loc),
    freighterBlock(loc)),
  h("div.loc-heroes", heroes));
}

// avertedBy is the seat that averted event e: the slot's averted_by, or the
// bunker that lists the event among its averted ones.
function avertedBy(e, v) {
  if (typeof e.averted_by === "number" && e.averted_by >= 0) return e.averted_by;
  const b = v.bunkers.find((x) => (x.averted || []).includes(e.id));
  return b ? b.seat : -1;
}

function eventCard(e, v) {
  if (e.state === "face-down") {
    return h("div.event.face-down", { title: tf("ui.ol.event-down", { slot: e.slot }), dataset: { slot: e.slot } },
      h("span.ev-slot", String(e.slot)), h("span.ev-back", icon("radiation")));
  }
  const averted = e.state === "averted";
  const by = averted ? avertedBy(e, v) : -1;
  return h("div.event", {
    class: [averted ? "averted" : "in-play"],
    dataset: { target: "event:" + e.id, slot: e.slot },
    style: by >= 0 ? { "--seat": seatColor(by) } : undefined,
    title: averted ? (by >= 0 ? tf("ui.ol.event-averted-by", { name: e.name, seat: seatName(by) }) : tf("ui.ol.event-averted", { name: e.name })) : tf("ui.ol.event-in-play", { name: e.name, cost: tokens(e.avert) }),
  },
  h("span.ev-slot", String(e.slot)),
  h("span.ev-name", e.name || name(e.id)),
  h("span.ev-points", icon("star"), String(e.points)),
  h("span.ev-cost", Object.entries(e.avert || {}).map(([r, n]) => token(r, n, "small"))),
  averted ? h("span.ev-averted", by >= 0 ? h("span.seat-chip.small", seatName(by)) : null, " ", t("ui.ol.averted")) : null);
}

function centerBoard(v) {
  const cur = v.round;
  return h("div.center", { style: { "grid-area": "center" } },
    h("div.round-track", { title: t("ui.ol.rad-by-round") },
      v.round_radiation.map((r, i) => h("div.round-cell", { class: [i + 1 === cur && "now", i + 1 < cur && "past"] },
        h("span.round-no", tf("ui.ol.round-short", { n: i + 1 })), h("span.round-rad", icon("radiation"), String(r))))),
    h("div.events", v.events.map((e) => eventCard(e, v))),
    h("div.piles",
      h("div.pile", { title: t("ui.ol.eq-pile") }, h("span.tile-back", icon("gear")), "×" + v.equipment_pile),
      h("div.pile.discard", { title: tf("ui.ol.discarded", { list: v.equipment_discard.map(name).join(", ") || t("ui.ol.none") }) },
        t("ui.ol.discard") + " ×" + v.equipment_discard.length)));
}

function radGauge(value) {
  const cells = [];
  for (let r = RAD_BEST; r >= RAD_WORST; r--) {
    cells.push(h("span.rad-cell", { class: [r === value && "here", r === 0 && "zero", r < 0 && "neg"], title: String(r) },
      r === value ? icon("radiation") : r % 2 === 0 || r === RAD_BEST ? String(r) : ""));
  }
  return h("div.rad-gauge", { title: tf("ui.ol.radiation-title", { n: value > 0 ? "+" + value : value }) },
    h("span.label", t("ui.ol.radiation")), h("div.rad-track", cells));
}

function roomCard(r, seat) {
  if (!r.id) {
    return h("div.room.secret", { dataset: { target: `room:${seat}:${r.slot}`, slot: r.slot }, title: t("ui.ol.room-secret") },
      h("span.room-back", "?"));
  }
  const slots = [];
  for (let i = 0; i < r.slots; i++) slots.push(h("span.slot", { class: i < r.survivors && "filled" }, i < r.survivors ? icon("survivor") : null));
  for (let i = r.slots; i < r.survivors; i++) slots.push(h("span.slot.filled.extra", icon("survivor")));
  return h("div.room", {
    class: [r.built ? "built" : "unbuilt", r.full && "full", r.standard && "standard"],
    dataset: { target: `room:${seat}:${r.slot}`, slot: r.slot, room: r.id },
    title: `${r.name}${r.built ? "" : " " + t("ui.ol.room-unbuilt")} — ${tf("ui.ol.room-upkeep", { n: r.upkeep })}${r.full ? " — " + t("ui.ol.room-full") : ""}`,
  },
  h("div.room-head", h("span.room-name", r.name || name(r.id)), h("span.room-slot", { title: tf("ui.ol.room-n", { n: r.slot }) }, String(r.slot))),
  h("div.room-slots", slots, r.full ? h("span.badge.full-badge", t("ui.ol.full")) : null,
    r.built ? null : h("span.badge.unbuilt-badge", t("ui.ol.plan"))),
  h("div.room-foot", h("span.upkeep", { title: t("ui.ol.upkeep-title") }, icon("meat"), String(r.upkeep)),
    h("span.abilities", (r.abilities || []).map(ability).join("; "))));
}

function airlock(b) {
  const rows = [];
  const per = (CONTENT.airlock && CONTENT.airlock.per_row) || 2;
  const nrows = Math.max(1, Math.ceil(b.airlock_capacity / per));
  let left = b.airlock;
  for (let r = 0; r < nrows; r++) {
    const cells = [];
    for (let i = 0; i < per; i++) {
      cells.push(h("span.slot", { class: left > 0 && "filled" }, left > 0 ? icon("survivor") : null));
      left--;
    }
    rows.push(h("div.airlock-row", cells));
  }
  return h("div.airlock", { dataset: { target: "airlock:" + b.seat }, title: tf("ui.ol.airlock-title", { n: b.airlock, cap: b.airlock_capacity }) },
    h("span.label", t("ui.ol.airlock")), rows);
}

function eqTitle(e, state) {
  const k = CONTENT.equipment[e];
  return `${name(e)}: ${state}${k && k.repair ? "; " + tf("ui.ol.repair", { cost: tokens(k.repair) }) : ""}${k && k.symbol ? "; " + tf("ui.ol.symbol", { symbol: k.symbol }) : ""}`;
}

function equipmentList(b) {
  const used = new Set(b.used_this_round || []);
  const chips = [];
  for (const e of b.repaired) {
    chips.push(h("span.eq.repaired", { class: used.has(e) && "used", dataset: { target: `eq:${b.seat}:${e}` }, title: eqTitle(e, t("ui.ol.repaired") + (used.has(e) ? t("ui.ol.used-round") : "")) }, icon("gear"), name(e)));
  }
  for (const e of b.broken) {
    chips.push(h("span.eq.broken", { dataset: { target: `eq:${b.seat}:${e}` }, title: eqTitle(e, t("ui.ol.broken")) }, icon("crack"), name(e)));
  }
  return h("div.equipment", h("span.label", t("ui.ol.equipment")), chips.length ? chips : h("span.muted", t("ui.ol.none")));
}

function bunkerPanel(b, v, me, score) {
  const own = b.seat === me;
  const total = RESOURCES.reduce((a, r) => a + (b.resources[r] || 0), 0);
  const std = b.rooms.filter((r) => r.slot < 3);
  const adv = b.rooms.filter((r) => r.slot >= 3);
  return h("section.bunker", seatPanel(b.seat, v, me, "shelter"),
  h("header.bunker-head", { dataset: { target: "bunker:" + b.seat } },
    h("span.seat-chip", seatName(b.seat), own ? " " + t("ui.ol.you") : ""),
    h("span.leader", b.leader ? name(b.leader) : t("ui.ol.leader-unknown")),
    v.round > 0 && v.start_player === b.seat ? h("span.badge.start", { title: t("ui.ol.start-player") }, t("ui.ol.start")) : null,
    h("span.survivors", { title: t("ui.ol.survivors") }, icon("survivor"), String(b.survivors)),
    score !== undefined ? h("span.badge.score", { title: t("ui.ol.final-score") }, icon("star"), String(score)) : null),
  h("div.bunker-body",
    h("div.rooms",
      h("div.room-col.standard-rooms", std.map((r) => roomCard(r, b.seat))),
      h("div.room-col.advanced-rooms", adv.map((r) => roomCard(r, b.seat)))),
    h("div.bunker-side",
      airlock(b),
      radGauge(b.radiation),
      h("div.resources", { title: tf("ui.ol.tokens", { n: total }) }, RESOURCES.map((r) => {
        const t = token(r, b.resources[r] || 0, FOOD.has(r) ? "food" : "");
        t.dataset.target = `res:${b.seat}:${r}`;
        return t;
      })),
      equipmentList(b),
      b.averted.length ? h("div.averted", h("span.label", t("ui.ol.averted-label")), b.averted.map((e) => h("span.ev-chip", name(e)))) : null,
      (b.hunted_by_kind || []).some((n) => n > 0)
        ? h("div.hunted", h("span.label", t("ui.ol.hunted")), b.hunted_by_kind.map((n, k) => (n > 0 ? h("span.trophy", { title: tf("ui.ol.hunted-title", { e: k + 3, n }) }, tf("ui.ol.endurance-short", { e: k + 3 }) + "×" + n) : null)))
        : null)));
}

// leaderCard shows a leader's printed card: age, start, starting locations.
function leaderCard(id, data) {
  const l = CONTENT.leaders[id] || {};
  const start = [];
  for (const [r, n] of Object.entries(l.resources || {})) start.push(token(r, n));
  if (l.search_start) start.push(h("span", tf("ui.ol.leader-search", { draw: l.search_start.draw, keep: l.search_start.keep })));
  return h("div.card.leader-card", { dataset: data },
    h("div.card-title", icon("hero"), h("span", l.name || name(id)), l.age ? h("span.age", tf("ui.ol.age", { n: l.age })) : null),
    h("div.card-line", start),
    l.equipment ? h("div.card-line", h("span.eq.broken", icon("crack"), name(l.equipment))) : null,
    l.locations ? h("div.card-line.locs", l.locations.map((x) => h("span.loc-chip", { class: "lc-" + x }, locName(x)))) : null);
}

// roomDrawCard shows a drawn advanced room.
function roomDrawCard(id, data) {
  const r = CONTENT.rooms[id] || {};
  return h("div.card.room-card", { dataset: { target: data.target, secret: data.secret } },
    h("div.card-title", h("span", r.name || name(id))),
    h("div.card-line", h("span.upkeep", { title: t("ui.ol.upkeep-title") }, icon("meat"), String(r.upkeep ?? "?")),
      h("span.slots", { title: t("ui.ol.spots") }, icon("survivor"), String(r.slots ?? "?"))),
    h("div.card-line.abilities", (r.abilities || []).map(ability).join("; ")));
}

function privatePanel(p) {
  if (!p) return null;
  const parts = [];
  if (p.leader_draw && p.leader_draw.length) {
    parts.push(h("div.secret-group", h("h3", t("ui.ol.your-leaders")),
      h("div.cards", p.leader_draw.map((l) => leaderCard(l, { target: "leader:" + l, secret: l })))));
  }
  if (p.room_draw && p.room_draw.length) {
    parts.push(h("div.secret-group", h("h3", t("ui.ol.your-rooms")),
      h("div.cards", p.room_draw.map((r, i) => roomDrawCard(r, { target: "roomdraw:" + r, secret: r, i })))));
  }
  if (p.mary_draw && p.mary_draw.length) {
    parts.push(h("div.secret-group", h("h3", t("ui.ol.your-search")),
      h("div.cards", p.mary_draw.map((t, i) => h("div.card.search-card", { dataset: { target: "marydraw:" + (i + 1), secret: t } }, icon(t), name(t))))));
  }
  for (const [city, tiles] of Object.entries(p.known_search || {})) {
    parts.push(h("div.secret-group", h("h3", tf("ui.ol.search-stack", { loc: locName(city) })),
      h("div.cards", tiles.map((t) => h("span.search-tile", { class: "st-" + t, title: name(t), dataset: { secret: t } }, icon(t))))));
  }
  for (const [loc, tiles] of Object.entries(p.known_hunt || {})) {
    parts.push(h("div.secret-group", h("h3", tf("ui.ol.game-stack", { loc: locName(loc) })),
      h("div.cards", tiles.map((t) => h("span.game-tile.small", tf("ui.ol.endurance-short", { e: t.endurance }))))));
  }
  if (!parts.length) return null;
  return h("section.panel.private", { id: "private", "aria-label": t("ui.ol.secrets") },
    h("h2", t("ui.ol.only-you")), parts);
}

// statusBar is the round, day or night, the round's radiation, the start
// player, the visiting hero and the decision the table waits for (the
// panel's words).
function statusBar(v, frame) {
  const bits = [];
  bits.push(h("span.round", v.round > 0 ? tf("ui.status.round-of", { round: v.round, rounds: 6 }) : t("ui.status.setup")));
  if (v.phase === "day" || v.phase === "night") bits.push(h("span.phase", { id: "phase", class: "phase-" + v.phase, dataset: { phase: v.phase } }, t("ui.phase." + v.phase)));
  if (v.round > 0) bits.push(h("span", t("ui.status.radiation"), " ", h("b", String(v.round_radiation[v.round - 1]))));
  if (v.start_player >= 0 && v.round > 0) bits.push(h("span", { style: { "--seat": seatColor(v.start_player) } }, t("ui.status.start"), " ", h("span.seat-chip.small", seatName(v.start_player))));
  if (v.visit) bits.push(h("span.visit", { style: { "--seat": seatColor(v.visit.seat) } }, h("span.seat-chip.small", seatName(v.visit.seat)), " ",
    tf("ui.status.visit", { strength: HERO_STRENGTH[v.visit.hero] || "?", location: locName(v.visit.location), ap: v.visit.ap })));
  bits.push(decisionStatus(frame));
  if (v.over) bits.push(h("span.over", t("ui.game-over")));
  return h("div.status-bar", { id: "status-bar" }, bits);
}

// scoresOf reads per-seat totals from a result.
function scoresOf(result) {
  if (!result) return null;
  if (Array.isArray(result.detail)) return result.detail.map((d) => d.total);
  return result.scores || null;
}

function resultPanel(result) {
  const rows = [];
  const det = Array.isArray(result.detail) ? result.detail : null;
  const n = (result.scores || det || []).length;
  const order = [...Array(n).keys()].sort((a, b) => (result.placings ? result.placings[a] - result.placings[b] : 0));
  const cols = ["events", "rooms", "radiation", "survivors", "repaired", "pairs"].map((k) => [k, t("ui.ol.col." + k)]);
  for (const i of order) {
    const d = det ? det[i] : null;
    const winner = result.winners && result.winners.includes(i);
    rows.push(h("tr", { class: winner && "winner", style: { "--seat": seatColor(i) } },
      h("td", result.placings ? "#" + result.placings[i] : ""),
      h("td", h("span.seat-chip", seatName(i)), winner ? icon("star", "win-star") : null),
      cols.map(([k]) => h("td.num", d ? String(d[k] ?? "") : "")),
      h("td.num.total", String(d ? d.total : (result.scores || [])[i]))));
  }
  return h("div.final", h("h2", t("ui.final-scores")),
    h("div.scroll-x", h("table.scores", h("thead", h("tr", h("th", ""), h("th", t("ui.final-player")), cols.map(([, label]) => h("th", label)), h("th", t("ui.final-total")))),
      h("tbody", rows))));
}

function createTable(root) {
  const box = h("div.ol-table");
  root.append(box);
  return {
    update(frame) {
      const v = frame.view;
      const me = frame.seat;
      const scores = frame.over ? scoresOf(frame.result) : null;
      const bunkers = [...v.bunkers].sort((a, b) => (a.seat === me ? -1 : b.seat === me ? 1 : a.seat - b.seat));
      const ring = svg("svg.ring-road", { viewBox: "0 0 300 300", preserveAspectRatio: "none", "aria-hidden": "true" },
        svg("rect", { x: 50, y: 50, width: 200, height: 200, rx: 40, class: "road" }),
        svg("rect", { x: 50, y: 50, width: 200, height: 200, rx: 40, class: "road-line" }));
      clear(box).append(...[
        statusBar(v, frame),
        h("div.board", { id: "ol-board" }, ring, v.locations.map((l, i) => locationTile(l, i, v)), centerBoard(v)),
        privatePanel(v.private),
        h("div.bunkers", { id: "bunkers" }, bunkers.map((b) => bunkerPanel(b, v, me, scores ? scores[b.seat] : undefined))),
      ].filter(Boolean));
    },
    destroy() { box.remove(); },
  };
}

// optionTargets names the board spots an option acts on.
function optionTargets(o, frame) {
  const v = frame.view;
  const me = frame.seat;
  const a = o.args || {};
  const parts = o.id.split(":");
  const at = v.visit ? v.visit.location : "";
  const out = [];
  if (a.location) out.push("loc:" + a.location);
  if (a.city) out.push("loc:" + a.city);
  if (a.from) out.push("loc:" + a.from);
  switch (parts[0]) {
    case "take": if (at) out.push("stock:" + at); break;
    case "take-equipment": if (at) out.push(`cityeq:${at}:${parts[1]}`); break;
    case "search": case "free-search": if (at) out.push("citystack:" + at); break;
    case "hunt": if (at) out.push("hunt:" + at); break;
    case "algae": out.push("algae"); break;
    case "slot": out.push("fslot:" + parts[1]); break;
    case "target": out.push("bunker:" + parts[1]); break;
    case "give": case "pay":
      if (a.event) out.push("event:" + a.event);
      else if (!/^take/i.test(o.label || "")) out.push(`res:${me}:${parts[1]}`);
      break;
    case "avert": case "event": out.push("event:" + parts[1]); break;
    case "leader": out.push("leader:" + parts[1]); break;
    case "return-room": out.push("roomdraw:" + parts[1]); break;
    case "discard": if (v.private && v.private.mary_draw) out.push("marydraw:" + parts[1]); break;
    case "build": case "build-room": case "fill": if (/^\d+$/.test(parts[1])) out.push(`room:${me}:${parts[1]}`); break;
    case "repair": case "scrap": case "equipment": out.push(`eq:${me}:${parts[1]}`); break;
    case "use":
      if (parts[1] === "room" && /^\d+$/.test(parts[2])) out.push(`room:${me}:${parts[2]}`);
      else if (/^\d+$/.test(parts[1])) out.push(`room:${me}:${parts[1]}`);
      else if (a.equipment) out.push(`eq:${me}:${a.equipment}`);
      break;
    default:
      if (a.spot === "airlock") out.push("airlock:" + me);
      else if (a.spot === "room" && a.room) out.push(`room:${me}:${a.room}`);
  }
  return out;
}

export default {
  name: "outlive",
  createTable,
  optionTargets,
  resultPanel,
};
