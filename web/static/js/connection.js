// The connection to the server as the table shows it: a badge in the top
// bar and, while the server cannot be reached, a notice over the decision
// whose buttons are disabled until the connection is back.
import { h } from "./dom.js";
import { t } from "./words.js";

// STATES are the socket's states (api.GameSocket's onStatus) and how each
// is shown.
const STATES = {
  live: { mark: "●", key: "ui.live" },
  connecting: { mark: "◌", key: "ui.connecting" },
  offline: { mark: "○", key: "ui.offline" },
};

// showStatus writes the state s into the badge el.
export function showStatus(el, s) {
  const st = STATES[s] || STATES.offline;
  el.textContent = st.mark + " " + t(st.key);
  el.className = "conn conn-" + s;
  el.title = t("ui.conn.title");
  if (s === "live") el.dataset.connects = String(Number(el.dataset.connects || 0) + 1);
}

// offlineNotice is the notice shown over the decision while the server
// cannot be reached.
export function offlineNotice() {
  return h("p.notice.offline-notice", { id: "offline-notice", role: "status" }, t("ui.conn.lost"));
}
