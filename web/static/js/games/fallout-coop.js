// Fallout's co-op table (the Atomic Bonds variant): the team panel with
// the hostile token, the tasks, the C.A.M.P. tokens, the workshop
// upgrades and the support die of a fight in progress; each survivor's
// mutation, a face-down card until it is revealed; mods on the cards; the
// team result. Everything comes from the view's `coop` part, which holds
// nothing hidden: a face-down mutation carries no id, to its owner too.
import { h, titleCase } from "../dom.js";
import { FACTION_SIGN } from "./fallout-names.js";

// coopPanel is the team's panel; null in a standard game.
export function coopPanel(v) {
  const c = v.coop;
  if (!c) return null;
  if (!c.loyal) {
    return h("section.panel.fo-coop", { id: "fo-coop" }, h("h3", "Team"), h("p.muted", `${c.sheet}: the loyal faction is not chosen yet.`));
  }
  const at = Math.min(c.hostile_space, c.last_space);
  const cells = [];
  for (let i = 0; i <= c.last_space; i++) {
    cells.push(h("span.pw-cell", { class: [i === c.last_space && "last"] },
      h("span.pw-n", String(i + 1)),
      i === at ? h("span.pw-tok.hostile", { id: "fo-hostile-token", title: "the hostile token" }, FACTION_SIGN[c.hostile] || c.hostile) : null));
  }
  const done = c.tasks.filter((t) => t.done).length;
  return h("section.panel.fo-coop", { id: "fo-coop" },
    h("h3", "Team"),
    h("p.coop-sides", "Loyal ", h("b", FACTION_SIGN[c.loyal] || c.loyal), " · hostile ", h("b", FACTION_SIGN[c.hostile] || c.hostile),
      c.plus ? h("small.muted", ` · “+”: ${c.plus}`) : null),
    h("div.pw-track.hostile-track", { title: "the hostile token: the team loses on the last space" }, cells),
    h("p.coop-victory", c.victory),
    h("ul.coop-tasks", { id: "fo-tasks" }, c.tasks.map((t) => h("li.task", { class: t.done && "done", dataset: { task: t.id } },
      h("span.task-mark", t.done ? "✔" : "○"), h("b", t.name), " — ", t.text))),
    h("p.coop-count", `${done} of ${c.tasks_needed} tasks · kills ${c.kills} (hostile ${c.hostile_kills})`),
    h("div.coop-camps", { id: "fo-camps" }, h("span.fo-label", "C.A.M.P."),
      c.camps.map((sp) => h("span.camp-token", { dataset: { space: sp } }, "⛺ ", sp)),
      h("small.muted", ` ${c.camps_held} held, ${c.camp_supply} in the supply`)),
    c.workshop.length ? h("div.coop-workshop", h("span.fo-label", "Workshop"), c.workshop.map((id) => h("span.upgrade", titleCase(id.replace(/^ws-/, ""))))) : null,
    c.mods_drawn.length ? h("div.coop-drawn", h("span.fo-label", "Mods drawn"), c.mods_drawn.map((id) => h("span.mod", modName(id)))) : null,
    c.activation_card ? h("div.coop-act", h("span.fo-label", "Activation"), titleCase(c.activation_card.replace(/^act-/, ""))) : null,
    h("div.deck-row",
      h("span.deck", "Activation ", h("b", String(c.activation))),
      h("span.deck", "Tasks ", h("b", String(c.task_deck))),
      h("span.deck", "Mods ", h("b", String(c.mod_deck))),
      h("span.deck", "Mutations ", h("b", String(c.mutation_deck))),
      h("span.deck", "Workshop ", h("b", String(c.workshop_deck)))),
    supportDie(c));
}

// supportDie shows the support of the fight in progress and its die.
function supportDie(c) {
  const s = c.support;
  if (!s) return null;
  return h("div.coop-support", { id: "fo-support" }, h("span.fo-label", `Support by seat ${s.seat}`),
    s.rolled
      ? h("span.die.support-die", { title: `support die: ${(s.areas || []).join(", ")}, ${s.bullets} ●` },
        h("span.die-areas", ["head", "body", "arms", "legs"].map((a) => h("i", { class: [(s.areas || []).includes(a) && "on"], title: a }, a.charAt(0).toUpperCase()))),
        h("span.die-bullets", s.bullets ? "●".repeat(s.bullets) : "·"))
      : h("span.muted", "not rolled yet"));
}

// mutationCard is seat's mutation on its board: a face-down card until it
// is revealed; null in a standard game.
export function mutationCard(v, seat) {
  const m = v.coop && (v.coop.mutations || []).find((x) => x.seat === seat);
  if (!m) return null;
  if (!m.revealed) return h("div.mutation.face-down", { dataset: { mutation: "face-down" }, title: "a face-down mutation: nobody knows it until 5 rads" }, "☢ Mutation (face down)");
  return h("div.mutation.revealed", { dataset: { mutation: m.id } }, h("b", "☢ ", m.name), " — ", m.text);
}

// modName names a mod card by its id.
export const modName = (id) => titleCase(id.replace(/^mod-/, "").replace(/-\d+$/, ""));

// teamResult explains the end of a co-op game; null for a standard one.
export function teamResult(d) {
  const t = d && d.team;
  if (!t) return null;
  return h("div.team-result", { id: "fo-team-result", class: t.won ? "won" : "lost" },
    h("h3", t.won ? "The team wins together" : "The team loses together"),
    h("p", `${t.tasks_done} tasks done; hostile token on space ${t.hostile + 1}; ${t.mutations_revealed} mutations revealed; ${t.deaths} deaths.`));
}
