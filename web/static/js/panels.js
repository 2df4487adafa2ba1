// Panels shared by the live table and the replay: log lines and final scores.
import { h, titleCase } from "./dom.js";
import { seatName, seatColor } from "./games/registry.js";
import generic from "./games/generic.js";

// decisionText phrases the engine's decision event (docs/events.md, the
// envelope), the same in every game: how many options the seat had. The
// choice itself is the move's own line, in words; the event's option ids
// are for log readers, not for people.
function decisionText(ev) {
  const d = ev.data || {};
  const n = Array.isArray(d.offered) ? d.offered.length : 0;
  return `${seatName(d.seat)} decided: ${titleCase(d.prompt || "decision")}, ${n} option${n === 1 ? "" : "s"} offered.`;
}

// logItem is one event of the log.
export function logItem(ev, renderer, ctx) {
  let text;
  try {
    text = ev.type === "decision" ? decisionText(ev) : renderer.formatEvent(ev, ctx);
  } catch (e) {
    text = titleCase(ev.type) + ".";
  }
  const seat = ev.data && typeof ev.data.seat === "number" ? ev.data.seat : -1;
  // raw marks a line the game's renderer could not phrase (the generic
  // field list): a new or changed event type.
  const raw = renderer.name !== "generic" && ev.type !== "decision" && text === generic.formatEvent(ev, ctx);
  return h("li.log-item", {
    class: [ev.to >= 0 && "private", ev.reveals && "reveals", raw && "raw"],
    dataset: { n: ev.n, type: ev.type, to: ev.to },
    style: seat >= 0 ? { "--seat": seatColor(seat) } : undefined,
  }, h("span.log-n", String(ev.n)), ev.to >= 0 ? h("span.private-tag", { title: "only you see this" }, "secret") : null, h("span.log-text", text));
}

// resultPanel shows the final placings and scores.
export function resultPanel(result, renderer, ctx) {
  if (renderer.resultPanel) return renderer.resultPanel(result, ctx);
  const rows = (result.scores || []).map((s, i) => h("tr", { style: { "--seat": seatColor(i) } },
    h("td", h("span.seat-chip", seatName(i))), h("td", String(s)), h("td", result.placings ? "#" + result.placings[i] : "")));
  return h("div", h("h2", "Final scores"), h("table.scores", h("tbody", rows)));
}
