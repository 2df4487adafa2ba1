// The decision's options as a person can choose them: grouped and ordered
// by what they do, the ones that give something up (ending a visit with
// AP left, a turn with actions left) set apart and asking to confirm, the
// second click of a double-click ignored, and single-option decisions
// played by themselves only when the player asked for it.
//
// The engine may name each option's group and whether it forfeits
// (option.group, option.forfeits); until it does, both are read from the
// option's kind and the decision's prompt.
import { h } from "./dom.js";
import { t, tf } from "./words.js";
import { HERO_STRENGTH } from "./games/outlive-names.js";

// GROUPS is the order of the groups on the page; an option of a group not
// listed comes after them, before "end" and the forfeits.
const GROUPS = ["move", "fight", "act", "gather", "search", "hunt", "build", "survivors", "repair", "rooms",
  "trade", "give", "ask", "dice", "cards", "", "end"];

// KIND_GROUPS derives an option's group from its decision's prompt and its
// kind ("*" stands for any prompt).
const KIND_GROUPS = {
  "visit": { take: "gather", "take-equipment": "gather", algae: "gather", "pay-fee": "gather", search: "search",
    "free-search": "search", peek: "search", hunt: "hunt", done: "end" },
  "build": { build: "build", fill: "survivors", done: "end" },
  "repair": { repair: "repair", use: "rooms", done: "end" },
  "turn": { move: "move", "move-action": "move", explore: "move", fight: "fight", kill: "fight", encounter: "act",
    quest: "act", camp: "act", equip: "cards", use: "cards", perk: "cards", loyal: "cards", disloyal: "cards", end: "end" },
  "shop": { buy: "trade", sell: "trade", recruit: "trade", done: "end" },
  "camp": { done: "end" },
  "trade": { give: "give", "give-caps": "give", "give-agenda": "give", "show-agenda": "give", ask: "ask",
    "ask-caps": "ask", "ask-agenda": "ask", propose: "end", cancel: "end" },
  "reroll": { reroll: "dice", perk: "cards", use: "cards", "well-rested": "cards", roll: "end", done: "end" },
};

// groupOf is the group an option belongs to.
export function groupOf(o, prompt) {
  if (typeof o.group === "string") return o.group;
  const byKind = KIND_GROUPS[prompt] || {};
  if (byKind[o.kind] !== undefined) return byKind[o.kind];
  // Outlive's hero options, one group per hero.
  const hero = (o.args || {}).hero;
  return hero && HERO_STRENGTH[hero] ? "hero:" + hero : "";
}

// forfeits reports whether choosing o gives something up: the engine says
// so, or (until it does) an end of a visit with AP left or of a turn with
// actions left.
export function forfeits(o, prompt, view) {
  if (typeof o.forfeits === "boolean") return o.forfeits;
  if (prompt === "visit" && o.kind === "done") return Number((o.args || {}).ap || 0) > 0;
  if (prompt === "turn" && o.kind === "end") return Number((view || {}).actions_left || 0) > 0;
  return false;
}

// arrange sorts the options of a decision into groups in GROUPS order, the
// server's order kept within a group, and the forfeits last, apart:
// [{name, options, forfeit}].
export function arrange(opts, prompt, view) {
  const groups = new Map();
  const lost = [];
  for (const o of opts) {
    if (forfeits(o, prompt, view)) {
      lost.push(o);
      continue;
    }
    const g = groupOf(o, prompt);
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g).push(o);
  }
  const rank = (g) => {
    const i = GROUPS.indexOf(g);
    if (g === "end") return GROUPS.length + 1;
    return i >= 0 ? i : GROUPS.length;
  };
  const out = [...groups.entries()].sort((a, b) => rank(a[0]) - rank(b[0])).map(([name, options]) => ({ name, options, forfeit: false }));
  if (lost.length) out.push({ name: "forfeit", options: lost, forfeit: true });
  return out;
}

// groupTitle is a group's heading in the page's language, or "" for a
// group without one (the catalogs name the groups "ui.group.NAME").
function groupTitle(name) {
  if (!name) return "";
  if (name.startsWith("hero:")) {
    const hero = name.slice(5);
    return tf("ui.group.hero", { strength: HERO_STRENGTH[hero], which: hero === "h3a" ? " (a)" : hero === "h3b" ? " (b)" : "" });
  }
  const key = "ui.group." + name;
  const title = t(key);
  return title === key ? "" : title;
}

const AUTO_KEY = "wasteland.autoconfirm";

// autoConfirm reports whether the player asked to have decisions with a
// single option played by themselves (kept in localStorage).
export function autoConfirm() {
  try {
    return localStorage.getItem(AUTO_KEY) === "1";
  } catch {
    return false;
  }
}

function setAutoConfirm(on) {
  try {
    localStorage.setItem(AUTO_KEY, on ? "1" : "0");
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

// optionButtons draws the options of a decision into box: play(id) plays
// one, label(o) is its text. A click that is the second of a double-click
// (or more) is ignored, so that it cannot land on what the first click
// drew; a forfeit asks to confirm first, with buttons of its own below.
// It returns the option to play by itself, when the player asked for
// single options to be played and this one gives nothing up, else null.
export function optionButtons(box, d, view, play, label) {
  const opts = d.options || [];
  const wrap = h("div.option-groups");
  let confirm = null;
  const guarded = (f) => (ev) => {
    if (ev.detail > 1) return;
    f(ev);
  };
  const button = (o, lost) => h("button.option", {
    type: "button", dataset: { option: o.id, group: groupOf(o, d.prompt) }, class: lost && "forfeit",
    onclick: guarded(() => (lost ? ask(o) : play(o.id))),
  }, label(o));
  const ask = (o) => {
    if (confirm) confirm.remove();
    confirm = h("div.forfeit-confirm", { id: "forfeit-confirm", role: "alertdialog", "aria-label": t("ui.forfeit.title") },
      h("p", t("ui.forfeit.ask"), " ", h("b", label(o))),
      h("div.options",
        h("button.option.confirm", { type: "button", id: "forfeit-yes", dataset: { option: o.id }, onclick: guarded(() => play(o.id)) }, t("ui.forfeit.yes")),
        h("button.cancel", { type: "button", id: "forfeit-no", onclick: guarded(() => { confirm.remove(); confirm = null; }) }, t("ui.forfeit.no"))));
    wrap.append(confirm);
  };
  for (const g of arrange(opts, d.prompt, view)) {
    const title = g.forfeit ? t("ui.group.forfeit") : groupTitle(g.name);
    wrap.append(h("div.option-group", { class: g.forfeit && "forfeits", dataset: { group: g.name } },
      title ? h("h3", title) : null,
      h("div.options", g.options.map((o) => button(o, g.forfeit)))));
  }
  const auto = h("label.auto-confirm", { title: t("ui.auto-confirm.title") },
    h("input", { type: "checkbox", id: "auto-confirm", checked: autoConfirm(), onchange: (ev) => setAutoConfirm(ev.target.checked) }),
    " ", t("ui.auto-confirm"));
  box.append(wrap, auto);
  if (opts.length === 1 && autoConfirm() && !forfeits(opts[0], d.prompt, view)) return opts[0];
  return null;
}
