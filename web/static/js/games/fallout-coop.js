// Fallout's co-op table (the Atomic Bonds variant): the team panel with
// the hostile token, the tasks, the C.A.M.P. tokens, the workshop
// upgrades and the support die of a fight in progress; each survivor's
// mutation, a face-down card until it is revealed; mods on the cards; the
// team result. Everything comes from the view's `coop` part, which holds
// nothing hidden: a face-down mutation carries no id, to its owner too.
// Its words come from the served UI catalog (ui.coop.*).
import { h, titleCase } from "../dom.js";
import { t, tf } from "../words.js";
import { FACTION_SIGN, spaceShort } from "./fallout-names.js";

// coopPanel is the team's panel; null in a standard game.
export function coopPanel(v) {
  const c = v.coop;
  if (!c) return null;
  if (!c.loyal) {
    return h("section.panel.fo-coop", { id: "fo-coop" }, h("h3", t("ui.coop.team")), h("p.muted", tf("ui.coop.unchosen", { sheet: c.sheet })));
  }
  const at = Math.min(c.hostile_space, c.last_space);
  const cells = [];
  for (let i = 0; i <= c.last_space; i++) {
    cells.push(h("span.pw-cell", { class: [i === c.last_space && "last"] },
      h("span.pw-n", String(i + 1)),
      i === at ? h("span.pw-tok.hostile", { id: "fo-hostile-token", title: t("ui.coop.hostile-token") }, FACTION_SIGN[c.hostile] || c.hostile) : null));
  }
  const done = c.tasks.filter((task) => task.done).length;
  return h("section.panel.fo-coop", { id: "fo-coop" },
    h("h3", t("ui.coop.team")),
    h("p.coop-sides", t("ui.coop.loyal") + " ", h("b", FACTION_SIGN[c.loyal] || c.loyal), " · " + t("ui.coop.hostile") + " ", h("b", FACTION_SIGN[c.hostile] || c.hostile),
      c.plus ? h("small.muted", ` · “+”: ${c.plus}`) : null),
    h("div.pw-track.hostile-track", { title: t("ui.coop.track") }, cells),
    h("p.coop-victory", c.victory),
    h("ul.coop-tasks", { id: "fo-tasks" }, c.tasks.map((task) => h("li.task", { class: task.done && "done", dataset: { task: task.id } },
      h("span.task-mark", { title: t(task.done ? "ui.coop.done" : "ui.coop.open") }, task.done ? "✔" : "○"), h("b", task.name), " — ", task.text))),
    h("p.coop-count", tf("ui.coop.count", { done, need: c.tasks_needed, kills: c.kills, hostile: c.hostile_kills })),
    h("div.coop-camps", { id: "fo-camps" }, h("span.fo-label", "C.A.M.P."),
      c.camps.map((sp) => h("span.camp-token", { dataset: { space: sp }, title: tf("ui.coop.camp-at", { space: spaceShort(sp) || t("ui.coop.a-space") }) }, "⛺ ", spaceShort(sp))),
      h("small.muted", " " + tf("ui.coop.camps", { held: c.camps_held, supply: c.camp_supply }))),
    c.workshop.length ? h("div.coop-workshop", h("span.fo-label", t("ui.coop.workshop")), c.workshop.map((id) => h("span.upgrade", titleCase(id.replace(/^ws-/, ""))))) : null,
    c.mods_drawn.length ? h("div.coop-drawn", h("span.fo-label", t("ui.coop.mods-drawn")), c.mods_drawn.map((id) => h("span.mod", modName(id)))) : null,
    c.activation_card ? h("div.coop-act", h("span.fo-label", t("ui.coop.activation")), titleCase(c.activation_card.replace(/^act-/, ""))) : null,
    h("div.deck-row",
      h("span.deck", t("ui.coop.activation") + " ", h("b", String(c.activation))),
      h("span.deck", t("ui.coop.tasks") + " ", h("b", String(c.task_deck))),
      h("span.deck", t("ui.coop.mods") + " ", h("b", String(c.mod_deck))),
      h("span.deck", t("ui.coop.mutations") + " ", h("b", String(c.mutation_deck))),
      h("span.deck", t("ui.coop.workshop") + " ", h("b", String(c.workshop_deck)))),
    supportDie(c));
}

// supportDie shows the support of the fight in progress and its die.
function supportDie(c) {
  const s = c.support;
  if (!s) return null;
  return h("div.coop-support", { id: "fo-support" }, h("span.fo-label", tf("ui.coop.support-by", { seat: t("ui.seat" + s.seat) })),
    s.rolled
      ? h("span.die.support-die", { title: `${t("ui.coop.support-die")}: ${(s.areas || []).map((a) => t("ui.fo.area." + a)).join(", ")}, ${s.bullets} ●` },
        h("span.die-areas", ["head", "body", "arms", "legs"].map((a) => h("i", { class: [(s.areas || []).includes(a) && "on"], title: t("ui.fo.area." + a) }, t("ui.fo.area." + a).charAt(0).toUpperCase()))),
        h("span.die-bullets", s.bullets ? "●".repeat(s.bullets) : "·"))
      : h("span.muted", t("ui.coop.not-rolled")));
}

// mutationCard is seat's mutation on its board: a face-down card until it
// is revealed; null in a standard game.
export function mutationCard(v, seat) {
  const m = v.coop && (v.coop.mutations || []).find((x) => x.seat === seat);
  if (!m) return null;
  if (!m.revealed) return h("div.mutation.face-down", { dataset: { mutation: "face-down" }, title: t("ui.coop.mutation-down-title") }, t("ui.coop.mutation-down"));
  return h("div.mutation.revealed", { dataset: { mutation: m.id } }, h("b", "☢ ", m.name), " — ", m.text);
}

// modName names a mod card by its id.
export const modName = (id) => titleCase(id.replace(/^mod-/, "").replace(/-\d+$/, ""));

// teamResult explains the end of a co-op game; null for a standard one.
export function teamResult(d) {
  const team = d && d.team;
  if (!team) return null;
  return h("div.team-result", { id: "fo-team-result", class: team.won ? "won" : "lost" },
    h("h3", t(team.won ? "ui.coop.won" : "ui.coop.lost")),
    h("p", tf("ui.coop.result", { tasks: team.tasks_done, space: team.hostile + 1, mutations: team.mutations_revealed, deaths: team.deaths })));
}
