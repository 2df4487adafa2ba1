// The seats panel of a running game: each seat's clock (in a game with
// one, counting down for the seat to move) and whether a bot plays for its
// player or they left; and the actions of issue 12's stand-ins, offered in
// every game, with or without a clock: leave the game, let a bot play for
// a seat whose player left (or whose time ran out), take one's seat back.
import { h, clear, toast } from "./dom.js";
import * as api from "./api.js";
import { seatName, seatColor } from "./games/registry.js";
import { t, tf } from "./words.js";

// formatClock writes milliseconds as d h, h:mm:ss or m:ss.
function formatClock(ms) {
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86400), hr = Math.floor((s % 86400) / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const two = (n) => String(n).padStart(2, "0");
  if (d > 0) return `${d}d ${hr}h`;
  if (hr > 0) return `${hr}:${two(m)}:${two(sec)}`;
  return `${m}:${two(sec)}`;
}

// drawSeats fills box for the frame f as seen by mySeat (-1 for a
// spectator) of game id, whose summary gives the seats' kinds. It returns
// a timer to clear when the panel is drawn again (0 for none).
export function drawSeats(box, f, { id, token, mySeat, summary }) {
  const c = f.clock;
  const states = f.seats || [];
  const kinds = summary.seats || [];
  const human = (seat) => !kinds[seat] || kinds[seat].kind === "human";
  // Leaving matters where another player may have a bot take the seat, or
  // the clock's grace period lets one take it by itself.
  const others = states.some((s) => s.seat !== mySeat && human(s.seat));
  const mine = mySeat >= 0 && (c || others) ? states[mySeat] : null;
  box.hidden = f.over || !!f.read_only || (!c && !mine && !states.some((s) => s.stand_in || s.left));
  if (box.hidden) return 0;
  const skew = c ? Date.now() - c.now_ms : 0;
  const act = (seat, verb, label, elid) => h("button", { type: "button", id: elid, onclick: async () => {
    try {
      await api.seatAction(id, token, seat, verb);
    } catch (e) {
      toast(e.message, "error");
    }
  } }, label);
  const draw = () => {
    const now = Date.now() - skew;
    const clockOf = (seat) => (c ? c.seats[seat] : null);
    const leftOf = (sc) => (sc.deadline_ms ? Math.max(0, sc.deadline_ms - now) : sc.left_ms);
    const rows = states.map((s) => {
      const sc = clockOf(s.seat);
      const left = sc ? leftOf(sc) : 0;
      const notes = [s.stand_in ? tf("ui.seats.bot-plays", { bot: s.stand_in.slice(4) }) : "", s.left ? t("ui.seats.left") : "",
        sc && sc.deadline_ms && left === 0 ? t("ui.seats.time-up") : ""].filter(Boolean).join(", ");
      return h("li.seat-clock", { dataset: { seat: s.seat, left: left, standIn: s.stand_in || "" }, style: { "--seat": seatColor(s.seat) },
        class: [sc && sc.deadline_ms && "running"] },
        h("span.seat-chip", seatName(s.seat)), sc ? [" ", h("span.time", formatClock(left))] : "", notes ? " · " + notes : "");
    });
    const actions = [];
    if (mine && (mine.stand_in || mine.left)) actions.push(act(mySeat, "return", t("ui.seats.take-back"), "take-back"));
    else if (mine) actions.push(act(mySeat, "leave", t("ui.seats.leave"), "leave"));
    if (mine) {
      for (const s of states) {
        const sc = clockOf(s.seat);
        const vacant = s.left || (sc && (sc.timed_out || (sc.deadline_ms && leftOf(sc) === 0)));
        if (s.seat !== mySeat && human(s.seat) && !s.stand_in && vacant) {
          actions.push(act(s.seat, "bot", tf("ui.seats.let-bot", { seat: seatName(s.seat) }), "stand-in-" + s.seat));
        }
      }
    }
    clear(box).append(h("h2", t(c ? "ui.seats.clocks" : "ui.seats.seats")), h("ul.clock-list", rows), h("p.clock-actions", actions));
  };
  draw();
  return c && c.seats.some((s) => s.deadline_ms) ? setInterval(draw, 1000) : 0;
}
