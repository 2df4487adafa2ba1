// Undo at the table: the seat takes back its own last step (and the bots'
// moves after it) under the engine's policy. The frame says beforehand
// whether it may (frame.undo) and, when not, why, in the page's language;
// the server refuses with the same reason should the game have moved on.
import { h, toast } from "./dom.js";
import { t } from "./words.js";
import * as api from "./api.js";

// undoControl is the undo button of frame's seat with the reason it is
// refused, or null for a spectator or a finished game. busy() reports
// whether a move or an undo is under way; online() whether the server is
// reachable. The new position comes as a frame over the socket.
export function undoControl(frame, id, token, { busy, online, onStart, onEnd }) {
  const u = frame.undo;
  if (!u || frame.seat < 0 || frame.over) return null;
  const reason = !u.allowed && u.reason !== "no-step" ? u.text : "";
  const button = h("button.undo", {
    type: "button", id: "undo", disabled: !u.allowed || !online(),
    title: u.allowed ? t("ui.undo.title") : u.text || "",
    onclick: async (ev) => {
      if (ev.detail > 1 || busy()) return;
      onStart();
      try {
        await api.undo(id, token, frame.n);
      } catch (e) {
        toast(e.code === "stale" ? t("ui.stale") : e.message, e.code === "stale" ? "info" : "error");
      } finally {
        onEnd();
      }
    },
  }, "↶ ", t("ui.undo"));
  return h("div.undo-box", { id: "undo-box", dataset: { allowed: String(!!u.allowed), reason: u.reason || "" } },
    button, reason ? h("p.undo-reason.muted", { id: "undo-reason" }, reason) : null);
}
