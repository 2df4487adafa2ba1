// A log line's link to the rule that made it happen: every event names
// the catalog rules it applied (ev.rules, most specific first), and the
// rules reference shows each under its id at /rules/{game}#RULE-ID.
import { h } from "./dom.js";
import { tf } from "./words.js";

// ruleLink is a small link from a log line to the first rule its event
// applied, the others named in its title; null for an event with none.
// An event made by a card (its data names the card, as every event of a
// card's effect does) also marks the link with the card's content id, so
// that the game's explain module can show the card's text on it.
export function ruleLink(ev, game) {
  const rules = ev.rules || [];
  if (!rules.length || !game) return null;
  const href = `/rules/${encodeURIComponent(game)}#${encodeURIComponent(rules[0])}`;
  const card = ev.data && typeof ev.data.card === "string" ? ev.data.card : "";
  const dataset = { rule: rules[0], rules: rules.join(" ") };
  if (card) dataset.card = card;
  return h("a.rule-link", { href, target: "_blank", rel: "noopener", title: tf("ui.explain.why", { rules: rules.join(", ") }), dataset }, "§");
}
