// A log line's link to the rule that made it happen: every event names
// the catalog rules it applied (ev.rules, most specific first), and the
// rules reference shows each under its id at /rules/{game}#RULE-ID.
import { h } from "./dom.js";
import { tf } from "./words.js";

// ruleLink is a small link from a log line to the first rule its event
// applied, the others named in its title; null for an event with none.
export function ruleLink(ev, game) {
  const rules = ev.rules || [];
  if (!rules.length || !game) return null;
  const href = `/rules/${encodeURIComponent(game)}#${encodeURIComponent(rules[0])}`;
  return h("a.rule-link", {
    href, target: "_blank", rel: "noopener",
    title: tf("ui.explain.why", { rules: rules.join(", ") }),
    dataset: { rule: rules[0], rules: rules.join(" ") },
  }, "§");
}
