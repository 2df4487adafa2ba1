// Fallout's table explains itself: a tooltip on every component (texts
// from the content mirror and the catalogs' ui.explain.* words); the fight
// forecast and the warnings before a move starts a fight (view.forecast);
// the fight or test panel with the dice as pictures, the areas that count,
// which dice hit, armor, damage, XP and the rerolls (view.roll_detail); and
// the encounter's text and options in its banner (view.encounter). All
// numbers come from the server.
import { h, svg } from "../dom.js";
import { t, tf, known } from "../words.js";
import { tip } from "../tips.js";
import { tipLog, dataValues } from "../logtips.js";
import { CONTENT, LETTERS, agenda, item, perk, spaceShort, survivorName, traitName, typeName } from "./fallout-names.js";

// deckName and letterName are an encounter deck's and a letter's name in
// the page's language (the words the board uses, ui.fo.*).
const deckName = (d) => t("ui.fo.deck." + d);
const letterName = (l) => t("ui.fo.letter." + l);

const areaWords = (areas) => (areas || []).map((a) => t("ui.explain.area." + a)).join(", ") || "—";
const pct = (p) => String(Math.round(p * 100));
const spaceName = (id) => spaceShort(id) || id;

// vatsFigure draws a V.A.T.S. figure whose areas in on are filled; with count,
// the areas in count are marked as the ones that count.
function vatsFigure(on, count) {
  const cls = (a) => [on.includes(a) && "on", count && count.includes(a) && "counts"].filter(Boolean).join(" ");
  return svg("svg.vats", { viewBox: "0 0 24 32", "aria-hidden": "true" },
    svg("circle", { class: "va-head " + cls("head"), cx: 12, cy: 5, r: 4 }),
    svg("rect", { class: "va-body " + cls("body"), x: 8, y: 10, width: 8, height: 10, rx: 1.5 }),
    svg("rect", { class: "va-arms " + cls("arms"), x: 2, y: 10, width: 5, height: 10, rx: 1.5 }),
    svg("rect", { class: "va-arms " + cls("arms"), x: 17, y: 10, width: 5, height: 10, rx: 1.5 }),
    svg("rect", { class: "va-legs " + cls("legs"), x: 8, y: 21, width: 3.5, height: 10, rx: 1.5 }),
    svg("rect", { class: "va-legs " + cls("legs"), x: 12.5, y: 21, width: 3.5, height: 10, rx: 1.5 }));
}

// enemies indexes the view's enemies on the map by the board's key.
function enemies(v) {
  const out = new Map();
  for (const pos of v.map) {
    for (const sp of pos.spaces) {
      for (const e of sp.enemies || []) {
        if (e.active) out.set(`enemy:${e.id || e.type}:${sp.id}`, [e, sp.id]);
      }
    }
  }
  return out;
}

function enemyTip(e) {
  const needed = e.level + ((e.abilities || []).includes("armor") ? 1 : 0);
  return [e.name, tf("ui.explain.enemy", { level: e.level, needed }), tf("ui.explain.enemy-areas", { areas: areaWords(e.vulnerable) }),
    ...(e.abilities || []).map((a) => t("ui.explain.ability." + a))];
}

function cardTip(id) {
  const it = item(id);
  return [it.name, it.text || "", it.armor ? tf("ui.explain.card-armor", { n: it.armor }) : "", it.ranged ? t("ui.explain.card-ranged") : "",
    it.special && it.kind === "weapon" ? tf("ui.explain.card-letters", { letters: it.special }) : "",
    it.cost !== undefined ? tf("ui.explain.card-cost", { n: it.cost }) : ""];
}

function survivorTip(id, hp) {
  const sv = CONTENT.survivors[id] || {};
  return [survivorName(id), hp === undefined ? "" : tf("ui.explain.survivor", { name: survivorName(id), hp }),
    tf("ui.tips.survivor", { letter: sv.letter ? letterName(sv.letter) : "?", card: item(sv.card).name })];
}

// spaceTip explains a space of the map: its name, terrain and encounter,
// or that its tile is still face down.
function spaceTip(sp, pos) {
  if (!pos.face_up) return [t("ui.explain.tile-down")];
  return [sp.name || spaceName(sp.id) || t("ui.explain.space"), sp.terrain ? t("ui.explain.terrain." + sp.terrain) : "",
    sp.encounter ? tf("ui.explain.encounter", { deck: deckName(sp.encounter), level: sp.level }) : ""];
}

// mapIndex indexes the view's spaces by id, with their tile positions.
function mapIndex(v) {
  const spaces = new Map();
  for (const pos of v.map) for (const sp of pos.spaces) spaces.set(sp.id, [sp, pos]);
  return spaces;
}

// eventEnemy is the enemy an event names (its enemy object, or a token
// id) with its level and vulnerable areas: the token's from the content,
// a faction token's as the map shows it; the event's level wins.
function eventEnemy(x, v) {
  const token = typeof x === "string" ? x : x.token;
  let e = CONTENT.enemies[token];
  if (!e) {
    for (const pos of v.map) for (const sp of pos.spaces) for (const m of sp.enemies || []) if ((m.id || m.type) === token) e = m;
  }
  if (!e && typeof x === "string") return null;
  return { ...(e || { vulnerable: [] }), ...(typeof x === "object" ? { name: x.name, level: x.level ?? (e && e.level) } : {}) };
}

// coopTip explains a card of the co-op pack: its name, its text or the
// enemies it activates, and what kind of card it is.
function coopTip(c) {
  return [c.name, c.text || "", c.enemies ? tf("ui.tips.coop-activates", { enemies: c.enemies.map(typeName).join(", ") }) : "",
    t("ui.tips.coop." + c.kind)];
}

// logParts are the tooltip parts of the components an event names: an
// encounter or quest card it reads, its cards, perks, agendas, survivors,
// enemies (with level and vulnerable areas), the co-op pack's cards and
// spaces, the power track and Caps.
function* logParts(ev, v, spaces) {
  const d = ev.data || {};
  if (d.title && d.deck && known("ui.fo.deck." + d.deck)) {
    yield ["enc:" + d.id, [d.title, d.intro || "", tf("ui.tips.encounter-card", { deck: deckName(d.deck) })]];
  }
  if (d.quest && d.title) yield ["quest:" + d.quest, [d.title, d.text || "", t("ui.explain.quest")]];
  for (const [field, x] of dataValues(d)) {
    if (typeof x === "object") {
      const e = x.token && x.name ? eventEnemy(x, v) : null;
      if (e && e.level !== undefined) yield ["enemy:" + x.token, enemyTip(e)];
      continue;
    }
    const id = field === "enemies" ? x.split(":")[0] : x;
    if (CONTENT.items[id]) yield ["card:" + id, cardTip(id)];
    else if (CONTENT.perks[id]) yield ["perk:" + id, [perk(id).name, tf("ui.explain.perk", { text: perk(id).text })]];
    else if (CONTENT.agendas[id]) yield ["agenda:" + id, [agenda(id).title, agenda(id).text || "", t("ui.explain.agenda")]];
    else if (CONTENT.survivors[id]) yield ["survivor:" + id, survivorTip(id)];
    else if (CONTENT.enemies[id]) yield ["enemy:" + id, enemyTip(eventEnemy(id, v))];
    else if (CONTENT.coop[id]) yield ["coop:" + id, coopTip(CONTENT.coop[id])];
    else if (spaces.has(id)) yield ["space:" + id, spaceTip(...spaces.get(id))];
  }
  if (d.faction && (ev.type === "power-moved" || ev.type === "hostile-moved")) yield ["power", [t("ui.explain.power")]];
  if (ev.type === "caps") yield ["caps", [t("ui.explain.caps")]];
}

// fightOf finds the forecast of the enemy with board key k.
function fightOf(v, k) {
  const fs = (v.forecast && v.forecast.fights) || [];
  return fs.find((f) => `enemy:${f.enemy.token}:${f.enemy.space}` === k);
}

function fightLine(f) {
  return tf("ui.explain.forecast-fight", { name: f.enemy.name, level: f.enemy.level, kill: pct(f.kill), killr: pct(f.kill_rerolls),
    rerolls: f.rerolls, damage: f.damage.toFixed(1), xp: f.xp });
}

// annotate gives every component of the board its tooltip.
function annotate(board, frame) {
  const v = frame.view;
  const all = (...sels) => board.querySelectorAll(sels.join(","));
  const spaces = mapIndex(v);
  for (const el of all(".space[data-space]")) {
    const x = spaces.get(el.dataset.space);
    if (x) tip(el, ...spaceTip(...x));
  }
  for (const el of all("g.enc[data-target]")) {
    const [sp] = spaces.get(el.dataset.target.slice(4)) || [];
    if (sp) tip(el, tf("ui.explain.encounter", { deck: deckName(sp.encounter), level: sp.level }));
  }
  const foes = enemies(v);
  for (const el of all(".enemy.active[data-target]", ".enemy-row[data-target]")) {
    const x = foes.get(el.dataset.target);
    if (!x) continue;
    const f = fightOf(v, el.dataset.target);
    tip(el, ...enemyTip(x[0]), f ? fightLine(f) : "");
  }
  for (const el of all(".enemy.facedown")) tip(el, t("ui.explain.enemy-down"));
  const survivors = new Map(v.survivors.map((s) => [String(s.seat), s]));
  for (const el of all("g.figure[data-seat]", ".board-head[data-target^='surv:']")) {
    const s = survivors.get(el.dataset.seat || el.dataset.target.slice(5));
    if (s && s.survivor) tip(el, ...survivorTip(s.survivor, s.remaining_hp));
  }
  for (const el of all(".survivor-card[data-target^='survivor:']")) tip(el, ...survivorTip(el.dataset.target.slice(9)));
  for (const el of all(".fo-card[data-card]", ".shop-card[data-card]")) {
    tip(el, ...cardTip(el.dataset.card), el.classList.contains("shop-card") ? t("ui.explain.shop") : "");
  }
  for (const el of all(".agenda-card[data-agenda]")) {
    const a = agenda(el.dataset.agenda);
    tip(el, a.title, a.text || "", t("ui.explain.agenda"));
  }
  for (const el of all(".ag-acts")) el.removeAttribute("title");
  for (const el of all(".perk[data-target^='perk:']")) {
    const p = perk(el.dataset.target.slice(5));
    tip(el, p.name, tf("ui.explain.perk", { text: p.text }));
  }
  for (const el of all(".trait")) tip(el, traitName(el.textContent), t("ui.explain.trait"));
  for (const el of all(".die")) tip(el, t("ui.explain.die"));
  for (const el of all(".die-areas i")) el.removeAttribute("title");
  for (const el of all(".letter")) {
    const l = el.textContent.trim();
    if (LETTERS.includes(l)) tip(el, tf("ui.explain.letter", { name: letterName(l) }));
  }
  for (const el of all(".hp")) tip(el, t("ui.explain.hp"));
  for (const el of all(".special")) tip(el, t("ui.explain.xp"));
  for (const el of all(".xp-start")) el.removeAttribute("title");
  for (const el of all(".pw-track", ".pw-names")) tip(el, t("ui.explain.power"));
  for (const el of all(".pw-cell", ".pw-tok")) el.removeAttribute("title");
  for (const el of all(".deck")) tip(el, t("ui.explain.deck"));
  for (const el of all(".supply")) tip(el, t("ui.explain.supply"));
  for (const el of all(".sup")) el.removeAttribute("title");
  const quests = new Map((v.staged_quests || []).map((q) => [String(q.number), q]));
  for (const el of all(".quest[data-quest] .q-obj")) {
    const q = quests.get(el.closest(".quest").dataset.quest);
    tip(el, q ? q.title : "", t("ui.explain.quest"));
  }
  for (const el of all(".caps")) tip(el, t("ui.explain.caps"));
  const page = board.closest(".table-page");
  if (!page) return;
  for (const el of page.querySelectorAll("#log-list a.rule-link[data-card]:not([data-tip])")) {
    const id = el.dataset.card;
    if (CONTENT.items[id]) tip(el, ...cardTip(id));
    else if (CONTENT.perks[id]) tip(el, perk(id).name, perk(id).text);
    else if (CONTENT.agendas[id]) tip(el, agenda(id).title, agenda(id).text || "");
  }
  tipLog(page, (ev) => logParts(ev, v, spaces));
}

// forecastPanel shows the fights the viewing seat can start, the moves
// that start one, and the damage to expect at the end of the round.
function forecastPanel(v) {
  const fc = v.forecast;
  if (!fc || v.over) return null;
  const fights = fc.fights.map((f) => h("li.fc-fight", { dataset: { enemy: f.enemy.token, space: f.enemy.space } }, fightLine(f)));
  const ambushes = fc.ambushes.map((a) => h("li.fc-ambush.warn", { dataset: { space: a.space } },
    tf("ui.explain.ambush", { space: spaceName(a.space), enemies: a.enemies.map((e) => e.name).join(", ") })));
  return h("section.panel.forecast", { id: "fo-forecast" },
    h("h3", t("ui.explain.forecast-fights")),
    h("ul", fights.length ? fights : h("li.muted", t("ui.explain.forecast-none")), ambushes),
    fc.round_end_damage > 0 ? h("p.fc-round", tf("ui.explain.forecast-round", { damage: fc.round_end_damage.toFixed(1) })) : null);
}

// rerollLines tells the rerolls left and where the roll's own came from.
function rerollLines(v, rd) {
  const from = (rd.rerolls_from || []).filter((r) => r.n).map((r) =>
    tf("ui.explain.rerolls-" + r.source, { n: r.n, card: r.card ? item(r.card).name : "", letters: r.letters || "" }));
  return h("div.rd-rerolls", h("b", tf("ui.explain.rerolls", { n: v.roll ? v.roll.rerolls : 0 })),
    from.length ? " — " + from.join("; ") : "", h("small.muted", " " + t("ui.explain.rerolls-more")));
}

// rollPanel explains the test or fight in progress next to its dice.
function rollPanel(v) {
  if (!v.roll_detail) return null;
  // The server leaves out the numbers that are 0.
  const rd = { bullets: 0, difficulty: 0, hits: 0, needed: 0, armor: 0, damage: 0, xp: 0, ...v.roll_detail };
  const parts = [];
  if (rd.kind === "fight") {
    const e = v.roll && v.roll.enemy;
    parts.push(h("div.rd-head", h("b", tf("ui.explain.fight", { name: e ? e.name : "?", level: e ? e.level : "?" }))),
      h("div.rd-areas", h("span.fo-label", t("ui.explain.fight-areas")), vatsFigure(rd.vulnerable || [], rd.vulnerable || []),
        h("span", areaWords(rd.vulnerable))));
    if (!rd.rolled) {
      parts.push(h("p.muted", t("ui.explain.not-rolled")));
    } else {
      parts.push(h("ul.rd-sum",
        h("li.rd-hits", { class: rd.hits >= rd.needed ? "good" : "" }, tf("ui.explain.fight-hits", { hits: rd.hits, needed: rd.needed })),
        h("li.rd-damage", { class: rd.damage > 0 ? "warn" : "" }, tf("ui.explain.fight-damage", { damage: rd.damage, bullets: rd.bullets, armor: rd.armor })),
        h("li.rd-xp", tf("ui.explain.fight-xp", { xp: rd.xp }))));
    }
  } else {
    parts.push(h("div.rd-head", h("b", tf("ui.explain.test", { letters: v.roll ? v.roll.letters : "", difficulty: rd.difficulty }))),
      h("ul.rd-sum", h("li.rd-bullets", { class: rd.bullets >= rd.difficulty ? "good" : "warn" },
        tf("ui.explain.test-bullets", { bullets: rd.bullets, difficulty: rd.difficulty }))));
  }
  parts.push(rerollLines(v, rd));
  return h("div.roll-detail", { id: "fo-roll-detail", dataset: { kind: rd.kind } }, parts);
}

// pictureDice draws each die of the roll as a V.A.T.S. figure with its ●,
// marked hit or miss in a fight; the dice stay the board's own elements
// (they are the targets of the reroll options).
function pictureDice(board, v) {
  const rd = v.roll_detail;
  const dice = board.querySelectorAll("#fo-dice .die");
  dice.forEach((el, i) => {
    const d = (v.dice || [])[i];
    if (!d || el.querySelector("svg.vats")) return;
    el.prepend(vatsFigure(d.areas || [], rd && rd.kind === "fight" ? rd.vulnerable : null));
    if (rd && rd.kind === "fight" && rd.rolled && rd.dice_hit) {
      const hit = rd.dice_hit[i];
      el.classList.add(hit ? "die-hits" : "die-misses");
      el.append(h("span.die-verdict", t(hit ? "ui.explain.die-hit" : "ui.explain.die-miss")));
    }
  });
}

// encounterBanner adds the encounter's text and options to its banner.
function encounterBanner(board, v) {
  const e = v.encounter;
  const el = board.querySelector("#fo-action .encounter");
  if (!e || !el || el.querySelector(".enc-intro")) return;
  el.append(h("p.enc-intro", e.intro || ""),
    h("ol.enc-options", (e.options || []).map((o, i) => h("li.enc-option", {
      class: [e.option === i + 1 && "chosen", !o.available && "closed"], dataset: { n: i + 1 },
    }, h("b", o.label), (o.steps || []).length ? " — " + o.steps.join(", ") : "",
    o.forced ? h("span.badge", t("ui.explain.encounter-forced")) : null,
    !o.available ? h("small.muted", " (" + t("ui.explain.encounter-closed") + ")") : null))));
}

// warnAmbushes marks the spaces a move would start a fight in, on the map
// and on the move options.
function warnAmbushes(board, decision, v) {
  const fc = v.forecast;
  if (!fc) return;
  for (const a of fc.ambushes) {
    const names = a.enemies.map((e) => e.name).join(", ");
    for (const el of board.querySelectorAll(`[data-target="space:${CSS.escape(a.space)}"]`)) el.classList.add("ambush");
    if (!decision) continue;
    for (const b of decision.querySelectorAll(`button.option[data-option="move:${CSS.escape(a.space)}"]`)) {
      if (b.querySelector(".warn-fight")) continue;
      b.classList.add("ambush");
      b.append(h("span.warn-fight", " ⚠ " + tf("ui.explain.ambush-short", { enemies: names })));
    }
  }
}

export default {
  explain(board, frame, decision) {
    const v = frame.view;
    const table = board.querySelector(".fo-table");
    if (!table || !v) return;
    for (const id of ["#fo-forecast", "#fo-roll-detail"]) {
      const old = table.querySelector(id);
      if (old) old.remove();
    }
    const side = table.querySelector(".fo-side");
    const fc = forecastPanel(v);
    if (side && fc) side.prepend(fc);
    const roll = table.querySelector("#fo-action .roll");
    const rp = rollPanel(v);
    if (roll && rp) roll.append(rp);
    pictureDice(board, v);
    encounterBanner(board, v);
    warnAmbushes(board, decision, v);
    annotate(board, frame);
  },
};
