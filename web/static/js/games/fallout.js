// Fallout's table: the hex map of the Wasteland (SVG) with its figures and
// enemies, the survivors' boards, the seat's own agenda hand, the shop, the
// staged quests, the power track, and the roll or encounter in progress.
// Everything drawn comes from the seat's view; face-down tiles and inactive
// enemies show only what the view gives (their back, their type).
import { h, svg, clear, titleCase } from "../dom.js";
import { icon } from "../icons.js";
import { seatName, seatColor, seatPanel } from "./registry.js";
import { decisionStatus } from "./status.js";
import { t, tf, known, term } from "../words.js";
import {
  CONTENT, LETTERS, FACTION_SIGN, ENEMY_TYPES,
  agenda, item, itemName, perk, spaceShort, survivorName, tileSide, traitName, typeMark, typeName,
} from "./fallout-names.js";
import { coopPanel, modName, mutationCard, teamResult } from "./fallout-coop.js";

// The map's geometry: flat-topped hexes of radius R in axial coordinates.
const R = 60;
const SQ3 = Math.sqrt(3);
const EDGES = ["n", "ne", "se", "s", "sw", "nw"];
const DECK_MARK = { wasteland: "W", settlement: "S", vault84: "V", vault109: "V" };

// hexCenter is the centre of the hex at axial (q, r).
function hexCenter(q, r) {
  return [1.5 * R * q, SQ3 * R * (r + q / 2)];
}

// corner k of a hex: k = 0 is the north-west corner, then clockwise.
function corner(k) {
  const a = ((-120 + 60 * k) * Math.PI) / 180;
  return [R * Math.cos(a), R * Math.sin(a)];
}

// perimeter point j of 12: even j are corners, odd j edge midpoints.
function perimeter(j) {
  j = ((j % 12) + 12) % 12;
  if (j % 2 === 0) return corner(j / 2);
  const [a, b] = [corner((j - 1) / 2), corner(((j + 1) / 2) % 6)];
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

// halves lists the half-edge slots (0..11, clockwise from the north edge's
// west half) an edge name covers: "n" both halves, "n1" the first.
function halves(edge) {
  const m = /^([a-z]+)([12]?)$/.exec(edge);
  const k = m ? EDGES.indexOf(m[1]) : -1;
  if (k < 0) return [];
  if (m[2] === "1") return [2 * k];
  if (m[2] === "2") return [2 * k + 1];
  return [2 * k, 2 * k + 1];
}

const pts = (list) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

// spaceShape is the polygon of a space that touches the given half-edge
// slots, and the point its tokens gather around, reach of the way from the
// centre to the edges. A space touching no edge
// is the tile's centre (a circle); one touching them all is the whole hex.
function spaceShape(slots, reach) {
  if (slots.length === 0) return { circle: true, at: [0, 0] };
  if (slots.length >= 12) return { poly: [0, 1, 2, 3, 4, 5].map(corner), at: [0, 0] };
  const set = new Set(slots);
  // Start after a gap so that the run of slots is contiguous.
  let start = slots.find((s) => !set.has((s + 11) % 12));
  if (start === undefined) start = slots[0];
  const run = [];
  for (let s = start; set.has(s % 12) && run.length < 12; s++) run.push(s % 12);
  const poly = [[0, 0]];
  for (const s of run) poly.push(perimeter(s));
  poly.push(perimeter(run[run.length - 1] + 1));
  let x = 0;
  let y = 0;
  for (const s of run) {
    const [a, b] = [perimeter(s), perimeter(s + 1)];
    x += (a[0] + b[0]) / 2;
    y += (a[1] + b[1]) / 2;
  }
  const k = reach / run.length;
  return { poly, at: [x * k, y * k] };
}

// spaceLayout places every space of a face-up tile.
function spaceLayout(pos) {
  const side = tileSide(pos.tile, pos.side);
  const out = new Map();
  const edgesOf = (sp) => {
    const key = sp.id.split(".")[1];
    return side && side.spaces[key] ? side.spaces[key].edges : [];
  };
  // With a space in the centre the others gather nearer the edges.
  const reach = pos.spaces.some((sp) => edgesOf(sp).length === 0) ? 0.8 : 0.62;
  for (const sp of pos.spaces) out.set(sp.id, spaceShape(edgesOf(sp).flatMap(halves), reach));
  // A lone space with no edge information fills the tile.
  if (pos.spaces.length === 1) out.set(pos.spaces[0].id, { poly: [0, 1, 2, 3, 4, 5].map(corner), at: [0, 0] });
  return out;
}

// The words of the table's enumerated values, from the catalogs.
const named = (prefix, fallback) => (id) => (known(prefix + id) ? t(prefix + id) : fallback(id));
const letterName = named("ui.fo.letter.", (l) => l);
const deckName = named("ui.fo.deck.", (d) => d);
const kindName = named("ui.fo.slot.", (k) => k);
const areaName = named("ui.fo.area.", (a) => a);
const backName = named("ui.fo.back.", (b) => b);
const terrainName = named("ui.fo.terrain.", (tr) => tr);

// enemyKey names an enemy token as the options do: its id (a faction
// token: its faction) and its space.
const enemyKey = (e, space) => `enemy:${e.id || e.type}:${space}`;

// enemyToken is an enemy at (x, y): active, with its level and type (its
// name and stats in the title); inactive, face down with its type only.
function enemyToken(e, space, x, y) {
  if (!e.active) {
    return svg("g.enemy.facedown", { transform: `translate(${x} ${y})`, dataset: { type: e.type } },
      svg("title", tf("ui.fo.facedown-enemy", { type: typeName(e.type) })),
      svg("circle", { r: 6.5 }), svg("text", { y: 2.5 }, typeMark(e.type)));
  }
  const faction = e.type === "star" || e.type === "heart";
  return svg("g.enemy.active", {
    class: [faction && "faction-token", "type-" + e.type],
    transform: `translate(${x} ${y})`,
    dataset: { target: enemyKey(e, space), enemy: e.id || e.type },
  },
  svg("title", tf("ui.fo.enemy-title", { name: e.name, type: typeName(e.type), level: e.level, vuln: (e.vulnerable || []).map(areaName).join(", ") || "—" }) + (e.abilities && e.abilities.length ? "; " + e.abilities.join(", ") : "")),
  svg("circle", { r: 7 }),
  svg("text.lvl", { y: 2.8 }, String(e.level)),
  svg("text.emark", { y: -8.5 }, typeMark(e.type)));
}

// survivorFigure is a seat's figure at (x, y).
function survivorFigure(seat, sv, x, y, me) {
  return svg("g.figure", {
    class: [seat === me && "mine"],
    transform: `translate(${x} ${y})`,
    style: { "--seat": seatColor(seat) },
    dataset: { target: "surv:" + seat, seat },
  },
  svg("title", `${seatName(seat)}: ${sv ? survivorName(sv.survivor) : t("ui.fo.survivor")}${sv ? " — " + tf("ui.fo.hp-left", { n: sv.remaining_hp }) : ""}`),
  svg("circle.pawn-base", { cy: 4, r: 6.5 }),
  svg("circle.pawn-head", { cy: -4, r: 4 }));
}

// nameLines breaks a space's name into at most two lines.
function nameLines(name) {
  if (name.length <= 11 || !name.includes(" ")) return name ? [name] : [];
  const words = name.split(" ");
  let best = [name];
  let bestLen = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    if (Math.max(a.length, b.length) < bestLen) {
      bestLen = Math.max(a.length, b.length);
      best = [a, b];
    }
  }
  return best;
}

// placeTokens puts the tokens made by figs (each a function of a position)
// into parent in rows of 4 from (x, y) down; more than 8 shrink and close
// up in rows of 6.
function placeTokens(parent, figs, x, y) {
  const n = figs.length;
  const [per, dx, dy, scale] = n > 8 ? [6, 11, 13, " scale(.78)"] : [4, 15, 17, ""];
  figs.forEach((f, i) => {
    const row = Math.floor(i / per);
    const inRow = Math.min(per, n - row * per);
    const el = f(x + ((i % per) - (inRow - 1) / 2) * dx, y + 6 + row * dy);
    if (scale) el.setAttribute("transform", el.getAttribute("transform") + scale);
    parent.append(el);
  });
}

// faceUpTile draws a face-up tile: its ground (the spaces) and, apart, what
// stands on it.
function faceUpTile(pos, v, me) {
  const [cx, cy] = hexCenter(pos.q, pos.r);
  const layout = spaceLayout(pos);
  const side = tileSide(pos.tile, pos.side);
  const g = svg("g.tile.face-up", { transform: `translate(${cx.toFixed(1)} ${cy.toFixed(1)})`, dataset: { pos: pos.name, tile: pos.tile } });
  g.append(svg("polygon.hex", { points: pts([0, 1, 2, 3, 4, 5].map(corner)) }));
  const bySeat = new Map(v.survivors.map((s) => [s.seat, s]));
  const over = [];
  // Areas first (circles of centre spaces last), then what stands on them.
  const sorted = [...pos.spaces].sort((a, b) => Number(!!layout.get(a.id).circle) - Number(!!layout.get(b.id).circle));
  for (const sp of sorted) {
    const shape = layout.get(sp.id);
    const cls = ["space", sp.terrain && "terrain-" + sp.terrain];
    const attrs = { class: cls, dataset: { target: "space:" + sp.id, space: sp.id } };
    const label = `${sp.name ? term(sp.name) : spaceShort(sp.id) || (side ? term(side.name) : "")}${sp.terrain ? " — " + terrainName(sp.terrain) : ""}`;
    g.append(shape.circle
      ? svg("circle", { ...attrs, r: R * 0.27 }, svg("title", label))
      : svg("polygon", { ...attrs, points: pts(shape.poly) }, svg("title", label)));
    const [x, y] = shape.at;
    const bits = svg("g.space-bits", { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` });
    const lines = nameLines(sp.name ? term(sp.name) : "");
    lines.forEach((l, i) => bits.append(svg("text.space-name", { y: -7 - (lines.length - 1 - i) * 8.5 }, l)));
    const marks = [];
    if (sp.encounter) {
      marks.push(svg("g.enc", { class: "deck-" + sp.encounter, dataset: { target: "enc:" + sp.id } },
        svg("title", tf("ui.fo.encounter-title", { deck: deckName(sp.encounter), level: sp.level })),
        svg("rect", { x: -6, y: -6, width: 12, height: 12, rx: 2 }),
        svg("text", { y: 3 }, (DECK_MARK[sp.encounter] || "?") + sp.level)));
    }
    for (const t of sp.enemy_icons || []) {
      marks.push(svg("g.eicon", { class: "type-" + t }, svg("title", tf("ui.fo.icon", { type: typeName(t) })),
        svg("polygon", { points: "0,-6 6,5 -6,5" }), svg("text", { y: 3.5 }, typeMark(t).charAt(0))));
    }
    for (const m of sp.markers || []) {
      marks.push(svg("g.qmarker", svg("title", tf("ui.fo.marker", { n: m })), svg("circle", { r: 5 }), svg("text", { y: 2.5 }, String(m))));
    }
    const top = -7 - lines.length * 8.5 - 5;
    marks.forEach((m, i) => {
      m.setAttribute("transform", `translate(${((i - (marks.length - 1) / 2) * 14).toFixed(1)} ${top.toFixed(1)})`);
      bits.append(m);
    });
    const figs = [];
    for (const s of sp.survivors || []) figs.push((px, py) => survivorFigure(s, bySeat.get(s), px, py, me));
    for (const e of sp.enemies || []) figs.push((px, py) => enemyToken(e, sp.id, px, py));
    placeTokens(bits, figs, 0, 2);
    over.push(bits);
  }
  g.append(svg("text.tile-name", { y: R * SQ3 / 2 - 5 }, side ? term(side.name) : titleCase(pos.tile)));
  // What stands on the tile is drawn above every tile's ground, so that a
  // name or a token reaching over an edge is not covered by the neighbour.
  const top = svg("g.tile-top", { transform: g.getAttribute("transform"), dataset: { pos: pos.name } }, over);
  if (pos.enemies_to_place && pos.enemies_to_place.length) {
    const w = svg("g.waiting", { transform: `translate(0 ${R * 0.72})` }, svg("title", t("ui.fo.to-place")));
    placeTokens(w, pos.enemies_to_place.map((e) => (px, py) => enemyToken(e, "", px, py)), 0, -6);
    top.append(w);
  }
  return { ground: g, top };
}

// faceDownTile draws a face-down tile: its back only, and apart what stands
// on it.
function faceDownTile(pos) {
  const [cx, cy] = hexCenter(pos.q, pos.r);
  const sp = pos.spaces[0] || { id: pos.name };
  const g = svg("g.tile.face-down", { class: "back-" + pos.back, transform: `translate(${cx.toFixed(1)} ${cy.toFixed(1)})`, dataset: { pos: pos.name } });
  g.append(svg("polygon.hex.space", { points: pts([0, 1, 2, 3, 4, 5].map(corner)), dataset: { target: "space:" + sp.id, space: sp.id } },
    svg("title", tf("ui.fo.facedown-tile", { back: backName(pos.back) }))));
  g.append(svg("text.back-mark", { y: 6 }, pos.back === "deadly" ? "☠" : "?"));
  g.append(svg("text.back-name", { y: 24 }, backName(pos.back)));
  // Figures and enemies may stand on a face-down tile (an enemy moving
  // toward a survivor): drawn above it, like a face-up tile's tokens.
  const figs = [];
  for (const s of sp.survivors || []) figs.push((px, py) => survivorFigure(s, null, px, py, -2));
  for (const e of sp.enemies || []) figs.push((px, py) => enemyToken(e, sp.id, px, py));
  const top = svg("g.tile-top", { transform: g.getAttribute("transform"), dataset: { pos: pos.name } });
  const bits = svg("g.space-bits", { transform: "translate(0 -34)" });
  placeTokens(bits, figs, 0, 0);
  top.append(bits);
  return { ground: g, top };
}

// mapSVG draws the whole map: grounds first, then what stands on them.
function mapSVG(v, me) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of v.map) {
    const [x, y] = hexCenter(p.q, p.r);
    minX = Math.min(minX, x - R);
    maxX = Math.max(maxX, x + R);
    minY = Math.min(minY, y - R * SQ3 / 2);
    maxY = Math.max(maxY, y + R * SQ3 / 2);
  }
  const pad = 6;
  const vb = [minX - pad, minY - pad, maxX - minX + 2 * pad, maxY - minY + 2 * pad].map((n) => n.toFixed(1)).join(" ");
  const tiles = [...v.map.filter((p) => !p.face_up).map(faceDownTile), ...v.map.filter((p) => p.face_up).map((p) => faceUpTile(p, v, me))];
  return svg("svg.fo-map", { viewBox: vb, role: "img", "aria-label": t("ui.fo.map"), id: "fo-map" },
    tiles.map((t) => t.ground), tiles.map((t) => t.top));
}

// legend explains the map's marks, after the zoom button.
function legend(zoom) {
  const sw = (cls, text) => h("span.lg", h("i", { class: cls }), text);
  return h("div.fo-legend", { "aria-label": t("ui.fo.legend") }, zoom,
    ["difficult", "irradiated", "enc", "eicon", "enemy", "down", "marker"].map((k) => sw("lg-" + k, t("ui.fo.lg-" + k))));
}

// ---- the boards ----

function hpTrack(s) {
  const cells = [];
  for (let i = 1; i <= 16; i++) {
    cells.push(h("span.hp-cell", { class: [i <= s.rads ? "rad" : i <= s.hp ? "hp" : "lost"] }));
  }
  return h("div.hp", { title: tf("ui.fo.hp-title", { hp: s.hp, rads: s.rads, left: s.remaining_hp }) },
    h("span.fo-label", t("ui.fo.hp")), h("div.hp-track", cells),
    h("span.hp-num", h("b.hp-n", String(s.remaining_hp)), ` / ${s.hp}`, s.rads ? h("span.rads", ` ☢${s.rads}`) : null));
}

// specialRow shows the S.P.E.C.I.A.L. letters owned and the XP peg.
function specialRow(s) {
  return h("div.special", { title: tf("ui.fo.special-title", { owned: s.special || t("ui.fo.none"), peg: s.xp_peg === "start" ? t("ui.fo.start-hole") : s.xp_peg }) },
    h("span.fo-label", t("ui.fo.xp")),
    h("span.xp-start", { class: s.xp_peg === "start" && "peg", title: t("ui.fo.start-hole") }, "▸"),
    LETTERS.map((l) => h("span.letter", {
      class: [s.special.includes(l) ? "owned" : "unowned", s.xp_peg === l && "peg"],
      title: `${letterName(l)}${s.special.includes(l) ? " " + t("ui.fo.owned") : ""}${s.xp_peg === l ? " — " + t("ui.fo.peg-here") : ""}`,
    }, l)));
}

// cardChip is a held card; where names its slot when equipped.
function cardChip(c, seat, where) {
  const it = item(c.id);
  return h("span.fo-card", {
    class: ["kind-" + (it.kind || "other"), c.exhausted && "exhausted"],
    dataset: { target: `card:${seat}:${c.id}`, card: c.id },
    title: `${it.name}${it.kind ? " — " + kindName(it.kind) : ""}${c.exhausted ? " " + t("ui.fo.exhausted") : ""}${it.armor ? "; " + tf("ui.fo.armor", { n: it.armor }) : ""}${it.ranged ? "; " + t("ui.fo.ranged") : ""}${it.special ? `; ${it.special}` : ""}${it.text ? "\n" + it.text : ""}`,
  }, where ? h("span.fo-slot", kindName(where)) : null, h("span.cname", it.name), it.special ? h("span.cspec", it.special) : null,
  c.mod ? h("span.cmod", { title: t("ui.fo.mod"), dataset: { mod: c.mod } }, "+", modName(c.mod)) : null, c.exhausted ? h("span.exh", "↻") : null);
}

// agendaCard is an agenda card seen face up.
function agendaCard(id, attrs = {}) {
  const a = agenda(id);
  return h("div.agenda-card", { class: [a.faction && "faction-" + a.faction], dataset: { agenda: id, target: "agenda:" + id }, ...attrs },
    h("div.ag-title", a.faction ? h("span.ag-faction", FACTION_SIGN[a.faction]) : null, a.title),
    a.text ? h("div.ag-text", a.text) : null,
    h("div.ag-acts", { title: t("ui.fo.activates") }, (a.activates || []).map((ty) => h("span.ag-act", { class: "type-" + ty, title: typeName(ty) }, typeMark(ty)))));
}

// board is a survivor's player board; the seat's own shows its agenda
// hand, the others only how many agenda cards they hold.
function board(s, v, me) {
  const own = s.seat === me;
  const hand = own && v.private ? v.private.agendas || [] : null;
  const slots = ["weapon", "apparel", "companion"];
  const equipped = slots.map((k) => {
    const c = s.equipped.find((x) => x.slot === k);
    return c ? cardChip(c, s.seat, k) : h("span.fo-card.vacant", h("span.fo-slot", kindName(k)), h("span.cname", "—"));
  });
  return h("section.fo-board", seatPanel(s.seat, v, me, "board", s.eliminated && "out"),
  h("header.board-head", { dataset: { target: "surv:" + s.seat } },
    h("span.seat-chip", seatName(s.seat), own ? " " + t("ui.fo.you") : ""),
    h("span.surv-name", s.survivor ? survivorName(s.survivor) : t("ui.fo.choosing")),
    v.first_player === s.seat ? h("span.badge.first", { title: t("ui.fo.first-player") }, t("ui.fo.first-badge")) : null,
    s.eliminated ? h("span.badge.out", t("ui.fo.eliminated")) : null,
    h("span.caps", { title: t("ui.fo.caps") }, "⊙ ", h("b", String(s.caps)))),
  h("div.board-body",
    hpTrack(s),
    specialRow(s),
    s.traits.length ? h("div.traits", s.traits.map((tr) => h("span.trait", { class: tr.locked && "locked", title: tr.locked ? t("ui.fo.locked-title") : "" }, traitName(tr.trait), tr.locked ? h("small.lock", " " + t("ui.fo.locked")) : null))) : null,
    h("div.equipped", equipped),
    mutationCard(v, s.seat),
    h("div.inventory", h("span.fo-label", t("ui.fo.inventory")), s.inventory.length ? s.inventory.map((c) => cardChip(c, s.seat)) : h("span.muted", t("ui.fo.empty"))),
    s.perks.length ? h("div.perks", h("span.fo-label", t("ui.fo.perks")), s.perks.map((p) => h("span.perk", { dataset: { target: "perk:" + p }, title: perk(p).text }, perk(p).name, h("small", ` ${perk(p).letter}`)))) : null,
    s.loyalty ? h("div.loyal", h("span.fo-label", t("ui.fo.loyal-to")), agendaCard(s.loyalty, { class: "displayed" })) : null,
    hand
      ? h("div.hand", { id: "fo-hand" }, h("span.fo-label", tf("ui.fo.your-agendas", { n: hand.length })), h("div.hand-cards", hand.map((id) => agendaCard(id, { class: "secret" }))))
      : h("div.agendas-count", { title: t("ui.fo.agendas-held") }, h("span.fo-label", t("ui.fo.agendas")), h("b", String(s.agenda_cards)))));
}

// ---- the side of the table ----

// powerTrack shows both factions' tokens on the power track; a token
// advanced past the last space (FO-POWER-5) stands on the last one.
function powerTrack(v) {
  const p = v.power;
  const last = p.spaces - 1;
  const [star, heart] = [Math.min(p.star, last), Math.min(p.heart, last)];
  const cells = [];
  for (let i = 0; i < p.spaces; i++) {
    cells.push(h("div.pw-cell", { class: [i === last && "last"], title: tf("ui.fo.space-n", { n: i + 1 }) + (i === last ? " — " + t("ui.fo.takeover") : "") },
      h("span.pw-n", String(i + 1)),
      star === i ? h("span.pw-tok.star", { title: p.star_name }, "★") : null,
      heart === i ? h("span.pw-tok.heart", { title: p.heart_name }, "♥") : null));
  }
  return h("section.panel.fo-power", { id: "fo-power" },
    h("h3", t("ui.fo.power")),
    h("div.pw-names", h("span.star", "★ ", p.star_name, ` (${p.star + 1})`), h("span.heart", "♥ ", p.heart_name, ` (${p.heart + 1})`)),
    h("div.pw-track", cells));
}

// shopPanel shows the shop, left to right.
function shopPanel(v) {
  return h("section.panel.fo-shop", { id: "fo-shop" }, h("h3", t("ui.fo.shop")),
    h("div.shop-cards", v.shop.length ? v.shop.map((id) => {
      const it = item(id);
      return h("div.shop-card", { class: "kind-" + (it.kind || "other"), dataset: { target: "shop:" + id, card: id }, title: it.text || "" },
        h("div.sc-head", h("span.sc-name", it.name), it.cost !== undefined ? h("span.sc-cost", { title: t("ui.fo.cost") }, "⊙", String(it.cost)) : h("span.sc-cost", t("ui.fo.recruit"))),
        h("div.sc-kind", it.kind ? kindName(it.kind) : "", it.special ? ` · ${it.special}` : "", it.armor ? " · " + tf("ui.fo.armor", { n: it.armor }) : "", it.ranged ? " · " + t("ui.fo.ranged") : ""),
        it.text ? h("div.sc-text", it.text) : null);
    }) : h("span.muted", t("ui.fo.empty"))));
}

// questPanel shows the staged quests and their objectives.
function questPanel(v) {
  return h("section.panel.fo-quests", { id: "fo-quests" }, h("h3", t("ui.fo.quests")),
    v.staged_quests.length ? v.staged_quests.map((q) => h("div.quest", { dataset: { quest: q.number } },
      h("div.q-title", h("span.q-num", String(q.number)), q.title),
      h("ol.q-objs", q.objectives.map((o, i) => h("li.q-obj", { dataset: { target: `quest:${q.number}:${i + 1}` } }, o)))))
      : h("p.muted", t("ui.fo.no-quest")));
}

// enemiesPanel lists the active enemies on the map with what the view
// gives of them; face-down ones are counted by type only.
function enemiesPanel(v) {
  const active = [];
  const down = {};
  for (const p of v.map) {
    for (const sp of p.spaces) {
      for (const e of sp.enemies || []) {
        if (e.active) active.push([e, sp.id]);
        else down[e.type] = (down[e.type] || 0) + 1;
      }
    }
  }
  return h("section.panel.fo-enemies", { id: "fo-enemies" }, h("h3", t("ui.fo.enemies")),
    active.length ? h("ul.enemy-list", active.map(([e, space]) => h("li.enemy-row", { class: "type-" + e.type, dataset: { target: enemyKey(e, space) } },
      h("span.e-lvl", String(e.level)),
      h("span.e-name", e.name, h("small", ` ${e.type === "star" || e.type === "heart" ? FACTION_SIGN[e.type] : typeName(e.type)} · ${spaceShort(space) || space}`)),
      h("span.e-vuln", { title: t("ui.fo.vulnerable") }, (e.vulnerable || []).map(areaName).join(" ")),
      e.abilities && e.abilities.length ? h("span.e-abil", e.abilities.join(", ")) : null)))
      : h("p.muted", t("ui.fo.no-enemy")),
    Object.keys(down).length ? h("div.e-down", h("span.fo-label", t("ui.fo.face-down")), Object.entries(down).map(([ty, n]) => h("span.sup", { title: typeName(ty) }, `${typeMark(ty)} ×${n}`))) : null);
}

// decksPanel shows the decks' sizes, the revealed agenda card and the
// enemy supply.
function decksPanel(v) {
  const d = v.decks;
  return h("section.panel.fo-decks", { id: "fo-decks" }, h("h3", t("ui.fo.decks")),
    h("div.deck-row",
      h("span.deck", { title: t("ui.fo.loot-deck") }, t("ui.fo.loot"), " ", h("b", String(d.loot))),
      h("span.deck", { title: t("ui.fo.asset-deck") }, t("ui.fo.assets"), " ", h("b", String(d.assets))),
      h("span.deck", { title: t("ui.fo.agenda-deck") }, t("ui.fo.agenda"), " ", h("b", String(d.agenda))),
      (d.encounters || []).map((e) => h("span.deck", { class: "deck-" + e.deck, title: tf("ui.fo.encounter-deck", { deck: deckName(e.deck) }) }, deckName(e.deck) + " ", h("b", String(e.cards))))),
    d.revealed_agenda || d.last_revealed_agenda
      ? h("div.revealed", h("span.fo-label", t(d.revealed_agenda ? "ui.fo.revealed" : "ui.fo.last-revealed")), agendaCard(d.revealed_agenda || d.last_revealed_agenda, { class: "public" }))
      : null,
    h("div.supply", { title: t("ui.fo.supply-title") }, h("span.fo-label", t("ui.fo.supply")),
      ENEMY_TYPES.map((ty, i) => h("span.sup", { class: "type-" + ty, title: typeName(ty) }, typeMark(ty), " ", h("b", String((v.enemy_supply || [])[i] ?? 0))))));
}

// die is one V.A.T.S. die: its filled areas and its ●.
function die(d, i) {
  return h("span.die", { dataset: { target: "die:" + (i + 1) }, title: `${tf("ui.fo.die", { n: i + 1, areas: (d.areas || []).map(areaName).join(", ") || t("ui.fo.blank") })}, ${d.bullets} ●` },
    h("span.die-areas", ["head", "body", "arms", "legs"].map((a) => h("i", { class: [(d.areas || []).includes(a) && "on"], title: areaName(a) }, areaName(a).charAt(0).toUpperCase()))),
    h("span.die-bullets", d.bullets ? "●".repeat(d.bullets) : "·"));
}

// survivorCards shows the survivors a seat may choose at setup, named by
// the decision's options, with their letter and character card.
function survivorCards(frame) {
  const d = frame.decision;
  if (!d || d.prompt !== "choose-survivor" || !d.options) return null;
  const ids = d.options.map((o) => o.id.split(":")).filter((p) => p[0] === "survivor").map((p) => p[1]);
  return h("div.survivor-cards", ids.map((id) => {
    const sv = CONTENT.survivors[id] || {};
    const card = item(sv.card);
    return h("div.survivor-card", { dataset: { target: "survivor:" + id } },
      h("div.sv-head", h("span.letter.owned", sv.letter || "?"), h("b", survivorName(id))),
      h("div.sv-card", h("span.fo-slot", card.kind ? kindName(card.kind) : ""), " ", h("b", card.name), card.text ? h("div.sc-text", card.text) : null));
  }));
}

// actionPanel shows what is being resolved: the survivors to choose, an
// encounter, a test or fight with its dice, a level-up, a trade.
function actionPanel(v, frame) {
  const parts = [];
  const choose = survivorCards(frame);
  if (choose) parts.push(h("span.fo-label", t("ui.fo.the-survivors")), choose);
  if (v.encounter) {
    const e = v.encounter;
    parts.push(h("div.encounter", h("span.fo-label", t("ui.fo.encounter")),
      h("b", e.title), " — " + tf("ui.fo.encounter-line", { deck: deckName(e.deck), level: e.level }), e.option ? tf("ui.fo.option-n", { n: e.option }) : "", e.step ? tf("ui.fo.step-n", { n: e.step }) : "",
      h("span.muted", ` (${seatName(e.seat)})`)));
  }
  if (v.roll) {
    const r = v.roll;
    parts.push(h("div.roll",
      h("span.fo-label", t(r.kind === "fight" ? "ui.fo.fight" : "ui.fo.test")),
      r.kind === "fight" && r.enemy ? h("b", tf("ui.fo.fight-enemy", { name: r.enemy.name, level: r.enemy.level }) + (r.ranged ? " " + t("ui.fo.at-range") : "")) : h("b", tf("ui.fo.test-for", { letters: r.letters, n: r.difficulty })),
      h("span.muted", ` ${seatName(r.seat)} · ${tf("ui.fo.rerolls-left", { n: r.rerolls })}${r.card_hits ? " · " + tf("ui.fo.hits-plus", { n: r.card_hits }) : ""}${r.card_armor ? " · " + tf("ui.fo.armor-plus", { n: r.card_armor }) : ""}`),
      h("div.dice", { id: "fo-dice" }, (v.dice || []).map(die))));
  }
  if (v.level_up) {
    parts.push(h("div.levelup", h("span.fo-label", tf("ui.fo.levels-up", { seat: seatName(v.level_up.seat) })),
      v.level_up.drawn.map((l) => h("span.letter.owned", { dataset: { target: "levelup:" + l }, title: letterName(l) }, l))));
  }
  if (v.trade) {
    const tr = v.trade;
    const shown = tr.shown_to_you || [];
    const goods = (cards, caps, agendas) => [...cards.map(itemName), caps ? tf("ui.fo.caps-n", { n: caps }) : "", agendas ? tf("ui.fo.agendas-n", { n: agendas }) : ""].filter(Boolean).join(", ") || t("ui.fo.nothing");
    parts.push(h("div.trade", h("span.fo-label", tf("ui.fo.trade", { a: seatName(tr.seat), b: seatName(tr.partner) }) + (tr.proposed ? " " + t("ui.fo.proposed") : "")),
      h("div", t("ui.fo.gives"), " ", goods(tr.give, tr.give_caps, tr.give_agendas)),
      h("div", t("ui.fo.asks"), " ", goods(tr.take, tr.take_caps, tr.take_agendas)),
      shown.length ? h("div.shown", t("ui.fo.shown"), " ", shown.map((id) => agendaCard(id, { class: "secret" }))) : null));
  }
  if (!parts.length) return null;
  return h("section.panel.fo-action", { id: "fo-action" }, parts);
}

// statusBar is the round, the first player and the decision the table
// waits for (the panel's words), with the actions and MP left while the
// turn's own survivor decides.
function statusBar(v, frame) {
  const bits = [];
  bits.push(h("span.round", v.round > 0 ? tf("ui.status.round", { round: v.round }) : t("ui.status.setup")));
  if (v.first_player >= 0) bits.push(h("span", { style: { "--seat": seatColor(v.first_player) } }, t("ui.status.first"), " ", h("span.seat-chip.small", seatName(v.first_player))));
  bits.push(decisionStatus(frame));
  const d = frame.decision;
  if (!v.over && v.round > 0 && d && d.prompt === "turn" && d.seat === v.turn) {
    bits.push(h("span.turn-left", { id: "turn-left" }, tf("ui.status.actions", { actions: v.actions_left }), v.mp ? " · " + tf("ui.status.mp", { mp: v.mp }) : ""));
  }
  if (v.over) bits.push(h("span.over", t("ui.game-over")));
  return h("div.status-bar", { id: "status-bar" }, bits);
}

// resultPanel explains the end and lists every seat's influence.
function resultPanel(result) {
  const d = result.detail || {};
  const n = (result.scores || []).length;
  const why = known("ui.fo.why." + d.end) ? tf("ui.fo.why." + d.end, { factions: (d.takeover || []).map((f) => FACTION_SIGN[f] || f).join(t("ui.fo.and")) }) : d.end || "";
  const rows = [];
  for (let i = 0; i < n; i++) {
    const winner = (result.winners || []).includes(i);
    rows.push(h("tr", { class: winner && "winner", style: { "--seat": seatColor(i) } },
      h("td", result.placings ? "#" + result.placings[i] : ""),
      h("td", h("span.seat-chip", seatName(i)), winner ? icon("star", "win-star") : null),
      h("td.num", String((d.influence || result.scores || [])[i] ?? "")),
      h("td", (d.eliminated || []).includes(i) ? t("ui.fo.eliminated") : winner ? t("ui.fo.wins") : "")));
  }
  if (d.team) return h("div.final", h("h2", t("ui.fo.over")), teamResult(d));
  return h("div.final", h("h2", t("ui.fo.over")),
    h("p.why", `${why}${d.rounds ? " " + tf("ui.fo.round-n", { n: d.rounds }) : ""}. ${tf("ui.fo.to-win", { n: d.threshold ?? "?" })}`),
    h("div.scroll-x", h("table.scores", h("thead", h("tr", h("th", ""), h("th", t("ui.final-player")), h("th", t("ui.fo.influence")), h("th", ""))), h("tbody", rows))));
}

// createTable draws the table into root and redraws it for every frame.
function createTable(root) {
  const box = h("div.fo-table");
  root.append(box);
  // The map may be zoomed to twice the width, scrolled inside its frame (on
  // a phone the whole map is small); the choice outlives the frames.
  let zoomed = false;
  let wrap = null;
  const zoomButton = () => h("button.fo-zoom", {
    type: "button", id: "fo-zoom", "aria-pressed": String(zoomed),
    title: t(zoomed ? "ui.fo.zoom-out-title" : "ui.fo.zoom-in-title"),
    onclick: (ev) => {
      zoomed = !zoomed;
      wrap.classList.toggle("zoomed", zoomed);
      ev.currentTarget.replaceWith(zoomButton());
      // Zoomed in, the middle of the map (the start tile) comes first.
      if (zoomed) [wrap.scrollLeft, wrap.scrollTop] = [(wrap.scrollWidth - wrap.clientWidth) / 2, (wrap.scrollHeight - wrap.clientHeight) / 2];
    },
  }, t(zoomed ? "ui.fo.zoom-out" : "ui.fo.zoom-in"));
  return {
    update(frame) {
      const v = frame.view;
      const me = frame.seat;
      const boards = [...v.survivors].sort((a, b) => (a.seat === me ? -1 : b.seat === me ? 1 : a.seat - b.seat));
      const scroll = wrap ? [wrap.scrollLeft, wrap.scrollTop] : [0, 0];
      wrap = h("div.fo-map-wrap", { id: "fo-map-wrap", class: zoomed && "zoomed" }, mapSVG(v, me));
      clear(box).append(...[
        statusBar(v, frame),
        actionPanel(v, frame),
        h("div.fo-main",
          h("div.fo-map-frame", wrap, legend(zoomButton())),
          h("div.fo-side", v.coop ? coopPanel(v) : powerTrack(v), questPanel(v), enemiesPanel(v), shopPanel(v), decksPanel(v))),
        h("div.fo-boards", { id: "fo-boards" }, boards.map((s) => board(s, v, me))),
      ].filter(Boolean));
      if (zoomed) [wrap.scrollLeft, wrap.scrollTop] = scroll;
    },
    destroy() { box.remove(); },
  };
}

// optionTargets names the table spots an option acts on.
function optionTargets(o, frame) {
  const v = frame.view;
  const me = frame.seat;
  const p = o.id.split(":");
  const mine = v.survivors.find((s) => s.seat === me);
  const hand = (v.private && v.private.agendas) || [];
  switch (p[0]) {
    case "move": case "place": case "respawn": case "step": case "explore":
      return p[1] ? ["space:" + p[1]] : [];
    case "fight": case "kill": case "activate":
      return p.length >= 3 ? [`enemy:${p[1]}:${p[2]}`] : [];
    case "encounter":
      return mine && mine.space ? ["enc:" + mine.space] : [];
    case "quest": case "first":
      return [`quest:${p[1]}:${p[2]}`];
    case "buy": case "recruit":
      return ["shop:" + p[1]];
    case "sell": case "equip": case "use": case "discard": case "inventory": case "leave": case "pay": case "give":
      return [`card:${me}:${p[1]}`];
    case "ask":
      return v.trade ? [`card:${v.trade.partner}:${p[1]}`] : [];
    case "keep":
      return p[1].length === 1 ? ["levelup:" + p[1].toUpperCase()] : [`card:${me}:${p[1]}`];
    case "trade":
      return ["surv:" + p[1]];
    case "attacks": {
      const s = v.survivors.find((x) => x.survivor === p[1]);
      return s ? ["surv:" + s.seat] : [];
    }
    case "loyal": case "drop":
      return ["agenda:" + p[1]];
    case "give-agenda": case "show-agenda": case "hand-over": {
      const id = hand[Number(p[1]) - 1];
      return id ? ["agenda:" + id] : [];
    }
    case "perk":
      return ["perk:" + p[1]];
    case "survivor":
      return ["survivor:" + p[1]];
    case "fast-travel":
      return p[1] ? ["space:" + p[1]] : [];
    case "reroll":
      return p[1] && p[1].length === 1 ? ["die:" + p[1]] : [];
    default:
      return [];
  }
}

export default {
  name: "fallout",
  createTable,
  optionTargets,
  resultPanel,
};
