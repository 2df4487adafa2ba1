// The rematch on the end screen (docs/api.md "Rematch"): a seat asks for a
// game with the same seats; everyone watching is told that it exists (a
// rematch frame, or the state frame's rematch), and each seat gets its own
// new link with its token of the finished game, so the link reaches it on
// this page without anyone passing it on.
import { h, clear, toast } from "./dom.js";
import { t } from "./words.js";
import * as api from "./api.js";
import { rememberToken } from "./seats.js";
import { navigate } from "./nav.js";

// RematchBox is the rematch part of a finished table.
export class RematchBox {
  constructor(id, token) {
    this.id = id;
    this.token = token;
    this.seat = -1;
    this.next = "";
    this.over = false;
    this.el = h("div.rematch", { id: "rematch-box", hidden: true });
  }

  // update takes a state frame.
  update(frame) {
    const next = frame.rematch || this.next;
    if (frame.seat === this.seat && !!frame.over === this.over && next === this.next) return;
    this.seat = frame.seat;
    this.over = !!frame.over;
    this.next = next;
    this.draw();
  }

  // offered takes a rematch frame: the rematch game exists.
  offered(game) {
    this.next = game;
    this.draw();
  }

  draw() {
    const box = clear(this.el);
    box.hidden = !this.over || (this.seat < 0 && !this.next);
    if (box.hidden) return;
    if (this.seat < 0) {
      box.append(h("p", t("ui.rematch.ready"), " ",
        h("a.button", { href: "/game/" + this.next, "data-nav": true, id: "rematch-watch" }, t("ui.rematch.watch"))));
      return;
    }
    if (this.next) box.append(h("p#rematch-ready", t("ui.rematch.ready")));
    box.append(h("button.primary", { type: "button", id: this.next ? "rematch-join" : "rematch", dataset: { next: this.next },
      onclick: (ev) => this.join(ev.currentTarget) }, this.next ? t("ui.rematch.join") : t("ui.rematch")));
  }

  async join(button) {
    button.disabled = true;
    try {
      const r = await api.rematch(this.id, this.token);
      rememberToken(r.game.id, r.seat.token);
      navigate(r.seat.link);
    } catch (e) {
      button.disabled = false;
      toast(e.message, "error");
    }
  }
}
