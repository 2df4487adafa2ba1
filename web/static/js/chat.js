// The game's chat (docs/api.md "Chat"): every seat and spectator of a game
// reads it; seats write under their seat's name, spectators under a name
// they type (kept in localStorage). Lines arrive as chat frames on the
// game's socket, the history first; they are numbered, so a line that
// comes twice (a reconnect) is shown once. Every text is set as text, never
// as markup.
import { h, toast } from "./dom.js";
import { t } from "./words.js";
import { seatName, seatColor } from "./games/registry.js";

const NAME_KEY = "wasteland.chatName";
// MAX is the longest line the server takes (api.MaxChat).
const MAX = 500;

function storedName() {
  try {
    return localStorage.getItem(NAME_KEY) || "";
  } catch {
    return "";
  }
}

function storeName(name) {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // storage disabled: the name lasts for this page
  }
}

// ChatPane is the chat panel of a table. socket says the lines (GameSocket
// .say); seat is the reader's seat, -1 for a spectator.
export class ChatPane {
  constructor(socket) {
    this.socket = socket;
    this.seat = -1;
    this.seen = new Set();
    this.list = h("ol.chat-list", { id: "chat-list", "aria-live": "polite" });
    this.empty = h("p.muted.chat-empty", t("ui.chat.empty"));
    this.text = h("input.chat-input", { id: "chat-input", type: "text", maxlength: MAX, autocomplete: "off",
      placeholder: t("ui.chat.placeholder"), "aria-label": t("ui.chat.placeholder") });
    this.name = h("input.chat-name", { id: "chat-name", type: "text", maxlength: 24, autocomplete: "nickname",
      value: storedName(), placeholder: t("ui.chat.name"), "aria-label": t("ui.chat.name"), hidden: true });
    this.send = h("button", { type: "submit", id: "chat-send" }, t("ui.chat.send"));
    const form = h("form.chat-form", { id: "chat-form", onsubmit: (ev) => { ev.preventDefault(); this.submit(); } },
      this.name, this.text, this.send);
    this.el = h("section.panel.chat", { id: "chat", "aria-labelledby": "chat-title" },
      h("h2", { id: "chat-title" }, t("ui.chat")), this.empty, this.list, form,
      h("p.muted.small", t("ui.chat.public")));
  }

  // setSeat tells the pane whose it is: a spectator types a name.
  setSeat(seat) {
    this.seat = seat;
    this.name.hidden = seat >= 0;
  }

  // add shows chat lines not shown yet, in number order.
  add(lines) {
    const fresh = (lines || []).filter((l) => !this.seen.has(l.n)).sort((a, b) => a.n - b.n);
    if (fresh.length === 0) return;
    for (const l of fresh) {
      this.seen.add(l.n);
      const who = l.seat >= 0 ? (l.name || seatName(l.seat)) : l.name + " (" + t("ui.chat.watching") + ")";
      this.list.append(h("li.chat-line", { dataset: { n: l.n, seat: l.seat }, class: [l.seat === this.seat && this.seat >= 0 && "own"],
        style: { "--seat": seatColor(l.seat) }, title: l.at },
      h("span.chat-who", who), " ", h("span.chat-text", l.text)));
    }
    this.empty.hidden = true;
    this.list.scrollTop = this.list.scrollHeight;
  }

  async submit() {
    const text = this.text.value.trim();
    if (!text) return;
    let name = "";
    if (this.seat < 0) {
      name = this.name.value.trim();
      if (!name) {
        toast(t("ui.chat.need-name"), "error");
        this.name.focus();
        return;
      }
      storeName(name);
    }
    this.send.disabled = true;
    try {
      await this.socket.say(text, name);
      this.text.value = "";
    } catch (e) {
      toast(e.message, "error");
    } finally {
      this.send.disabled = false;
      this.text.focus();
    }
  }
}

