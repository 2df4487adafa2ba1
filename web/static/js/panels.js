// Panels shared by the live table and the replay: log lines and final scores.
import { h } from "./dom.js";
import { t } from "./words.js";
import { seatName, seatColor } from "./games/registry.js";
import generic from "./games/generic.js";
import { ruleLink } from "./rulelink.js";

// events maps each log line to its event, for the game's explain module
// (the tooltips of the components a line names, see eventOf).
const events = new WeakMap();

// eventOf is the event a log line (logItem's element) tells, or undefined.
export const eventOf = (li) => events.get(li);

// logItem is one event of the log, in the words the server told it
// (ev.text, package narrate). An event without text (a game the server
// has no words for) shows its fields, marked raw.
export function logItem(ev, renderer, ctx) {
  const raw = !ev.text;
  const text = ev.text || generic.formatEvent(ev, ctx);
  const seat = ev.data && typeof ev.data.seat === "number" ? ev.data.seat : -1;
  const li = h("li.log-item", {
    class: [ev.to >= 0 && "private", ev.reveals && "reveals", raw && renderer.name !== "generic" && "raw"],
    dataset: { n: ev.n, type: ev.type, to: ev.to },
    style: seat >= 0 ? { "--seat": seatColor(seat) } : undefined,
  }, h("span.log-n", String(ev.n)), ev.to >= 0 ? h("span.private-tag", { title: t("ui.secret-title") }, t("ui.secret")) : null, h("span.log-text", text), ruleLink(ev, ctx && ctx.game));
  events.set(li, ev);
  return li;
}

// resultPanel shows the final placings and scores.
export function resultPanel(result, renderer, ctx) {
  if (renderer.resultPanel) return renderer.resultPanel(result, ctx);
  const rows = (result.scores || []).map((s, i) => h("tr", { style: { "--seat": seatColor(i) } },
    h("td", h("span.seat-chip", seatName(i))), h("td", String(s)), h("td", result.placings ? "#" + result.placings[i] : "")));
  return h("div", h("h2", t("ui.final-scores")), h("table.scores", h("tbody", rows)));
}
