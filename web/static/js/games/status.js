// The parts of a game's status bar that both games share: the decision the
// table waits for, in the words of the decision panel (the server's), so
// that the header and the panel always say the same.
import { h } from "../dom.js";
import { seatColor } from "./registry.js";

// decisionStatus is the pending decision of frame as the status bar shows
// it, or null when the game is over or waits for no one.
export function decisionStatus(frame) {
  const d = frame.decision;
  if (frame.over || !d || !d.text) return null;
  return h("span.turn.status-decision", { id: "status-decision", style: { "--seat": seatColor(d.seat) }, dataset: { seat: d.seat } }, d.text);
}
