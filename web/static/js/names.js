// The players at the table: each seat with its player's name (or its
// colour), and for the reader's own seat a field to set the name
// (docs/api.md "Seat names"). The names are the server's: the page shows
// them at the seats, on the boards and in the clocks (seatName); the log
// lines come from the server with them.
import { h, clear, toast } from "./dom.js";
import { t } from "./words.js";
import * as api from "./api.js";
import { colourName, seatColor, setPlayerNames } from "./games/registry.js";

// SeatNames is the players panel of a table; onRenamed is called when
// the reader's own name, saved here, changed the names (the page redraws
// where the seats are named; a names frame with the same names may follow
// or come first).
export class SeatNames {
  constructor(id, token, summary, onRenamed) {
    this.id = id;
    this.onRenamed = onRenamed;
    this.token = token;
    this.kinds = (summary.seats || []).map((s) => s.kind);
    this.names = (summary.seats || []).map((s) => s.name || "");
    this.seat = -1;
    this.list = h("ul.seat-names", { id: "seat-names" });
    this.form = h("form.name-form", { id: "name-form", hidden: true, onsubmit: (ev) => { ev.preventDefault(); this.save(); } });
    this.el = h("section.panel.players", { id: "players", "aria-labelledby": "players-title" },
      h("h2", { id: "players-title" }, t("ui.players")), this.list, this.form);
    setPlayerNames(this.names);
  }

  // setSeat tells the panel the reader's seat (-1: a spectator).
  setSeat(seat) {
    if (seat === this.seat) return;
    this.seat = seat;
    this.drawForm();
    this.draw();
  }

  // update takes the seats' names from a state or names frame; it reports
  // whether they changed.
  update(names) {
    const next = this.kinds.map((_, i) => (names && names[i]) || "");
    if (next.join("\u0000") === this.names.join("\u0000")) return false;
    this.names = next;
    setPlayerNames(next);
    this.draw();
    return true;
  }

  draw() {
    clear(this.list).append(...this.kinds.map((kind, i) => {
      const note = kind === "human" ? "" : t("ui.name.bot") + " (" + kind.replace(/^bot:/, "") + ")";
      return h("li.seat-name", { dataset: { seat: i }, class: [i === this.seat && "own"], style: { "--seat": seatColor(i) } },
        h("span.seat-chip", colourName(i)), " ",
        h("span.player-name", this.names[i] || ""), note ? h("span.muted", " " + note) : null,
        i === this.seat ? h("span.muted", " (" + t("ui.you") + ")") : null);
    }));
  }

  drawForm() {
    const mine = this.seat >= 0;
    this.form.hidden = !mine;
    if (!mine) return;
    this.input = h("input", { id: "name-input", type: "text", maxlength: 24, autocomplete: "nickname",
      value: this.names[this.seat] || "", title: t("ui.name.hint"), "aria-label": t("ui.name.label") });
    clear(this.form).append(h("label", t("ui.name.label"), " ", this.input),
      h("button", { type: "submit", id: "name-save" }, t("ui.name.save")));
  }

  async save() {
    try {
      const sum = await api.setName(this.id, this.token, this.seat, this.input.value);
      if (this.update(sum.seats.map((s) => s.name || ""))) this.onRenamed();
      toast(t("ui.name.saved"), "info");
    } catch (e) {
      toast(e.message, "error");
    }
  }
}
