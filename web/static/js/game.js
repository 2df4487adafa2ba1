// The game page: connects a seat (or a spectator) to a game, draws the table
// with the game's renderer, offers the seat's decision as buttons and board
// clicks, and keeps the log. With ?replay it steps through a finished game.
import { h, clear, toast, titleCase } from "./dom.js";
import * as api from "./api.js";
import { tokenFor, forgetToken } from "./seats.js";
import { rendererFor, seatName, seatColor, setPlayerNames } from "./games/registry.js";
import { startReplay } from "./replay.js";
import { logItem, resultPanel } from "./panels.js";
import { t } from "./words.js";
import { ChatPane } from "./chat.js";
import { SeatNames } from "./names.js";
import { TurnAlert } from "./notify.js";
import { RematchBox } from "./rematch.js";

export function showGame(root, id, { replay }) {
  const page = { destroyed: false, cleanup: [] };
  const destroy = () => {
    page.destroyed = true;
    for (const f of page.cleanup) f();
  };
  root.append(h("p.loading", t("ui.opening"), " ", h("code", id), "…"));
  open(root, id, replay, page).catch((e) => {
    clear(root).append(h("div.panel.error-page", h("h2", t("ui.cannot-open")), h("p", e.message),
      h("p", h("a.button", { href: "/", "data-nav": true }, t("ui.back-lobby")))));
  });
  return { destroy };
}

async function open(root, id, replay, page) {
  let token = tokenFor(id);
  const summary = await api.summary(id);
  const renderer = await rendererFor(summary.game);
  if (page.destroyed) return;
  if (replay) {
    page.cleanup.push(startReplay(clear(root), id, token, summary, renderer));
    return;
  }
  const table = new Table(root, id, token, summary, renderer);
  page.cleanup.push(() => table.destroy());
}

// optionLabel is an option's label: the server tells it in the page's
// language.
function optionLabel(o) {
  return o.label || o.id;
}

// formatClock writes milliseconds as d h, h:mm:ss or m:ss.
function formatClock(ms) {
  const t = Math.floor(ms / 1000);
  const d = Math.floor(t / 86400), hr = Math.floor((t % 86400) / 3600), m = Math.floor((t % 3600) / 60), sec = t % 60;
  const two = (n) => String(n).padStart(2, "0");
  if (d > 0) return `${d}d ${hr}h`;
  if (hr > 0) return `${hr}:${two(m)}:${two(sec)}`;
  return `${m}:${two(sec)}`;
}

// Table is a live game screen.
class Table {
  constructor(root, id, token, summary, renderer) {
    this.id = id;
    this.token = token;
    this.summary = summary;
    this.renderer = renderer;
    this.frame = null;
    this.lastEventN = -1;
    this.pending = false;
    this.seat = -1;

    this.board = h("section.board-area", { id: "board", "aria-label": "table" });
    this.decision = h("section.panel.decision", { id: "decision", "aria-live": "polite" });
    this.logList = h("ol.log-list", { id: "log-list" });
    this.result = h("section.panel.result", { id: "result", hidden: true });
    const log = h("section.panel.log", { id: "log" }, h("h2", t("ui.log")), this.logList);
    // The clocks and stand-in bots, redrawn every second while a clock runs.
    this.clocks = h("section.panel.clocks", { id: "clocks", hidden: true });
    this.status = h("span.conn", { id: "conn", title: "connection" }, "…");
    this.who = h("span.who", { id: "who" });
    // The seed commitment: what the deal was fixed to before play.
    this.commitment = h("span.commitment", { id: "commitment", hidden: true });
    // Play with people: the players and their names, the turn alert, the
    // rematch of a finished game, the chat.
    this.players = new SeatNames(id, token, summary);
    this.alert = new TurnAlert(id);
    this.players.el.append(this.alert.el);
    this.rematchBox = new RematchBox(id, token);
    this.chat = new ChatPane({ say: (text, name) => this.socket.say(text, name) });
    this.page = h("div.table-page", { class: "game-" + summary.game, id: "table-page" },
      h("div.main-col", this.result, this.board),
      h("aside.side-col", this.decision, this.rematchBox.el, this.clocks, this.players.el, log, this.chat.el));
    clear(root).append(this.page);
    clear(document.getElementById("topbar-info")).append(
      h("span.game-title", titleCase(summary.game), " ", h("code", id)), this.who, this.commitment, this.status);

    this.ctx = { seat: -1, players: summary.players, seats: summary.seats, game: summary.game };
    this.view = renderer.createTable(this.board, this.ctx);
    this.board.addEventListener("click", (ev) => this.boardClick(ev));
    this.board.addEventListener("keydown", (ev) => {
      if ((ev.key === "Enter" || ev.key === " ") && ev.target.matches("[data-target].target")) {
        ev.preventDefault();
        this.boardClick(ev);
      }
    });
    // The log follows new lines unless the reader scrolled up to read. A
    // scroll event of the log's own following (autoScrollTop) is not the
    // reader's, even when lines arrived since it was queued.
    this.logList.addEventListener("scroll", () => {
      const l = this.logList;
      if (this.scrollQueued || l.scrollTop === this.autoScrollTop) return;
      this.logScrolledUp = l.scrollHeight - l.scrollTop - l.clientHeight > 40;
    }, { passive: true });
    this.socket = this.connect();
    this.onKey = (ev) => { if (ev.key === "Escape") this.closeMenu(); };
    document.addEventListener("keydown", this.onKey);
  }

  connect() {
    const sock = new api.GameSocket(this.id, this.token, {
      onFrame: (f) => this.onFrame(f),
      onMessage: (m) => this.onMessage(m),
      onStatus: (s) => {
        this.status.textContent = s === "live" ? "● " + t("ui.live") : s === "connecting" ? "◌ " + t("ui.connecting") : "○ " + t("ui.offline");
        this.status.className = "conn conn-" + s;
        if (s === "live") this.status.dataset.connects = String(Number(this.status.dataset.connects || 0) + 1);
      },
      onForbidden: () => {
        toast(t("ui.claimed"), "error");
        forgetToken(this.id);
        this.token = "";
        if (location.hash) history.replaceState(null, "", location.pathname);
        this.socket = this.connect();
      },
    });
    sock.open();
    return sock;
  }

  destroy() {
    setPlayerNames([]);
    clearInterval(this.clockTimer);
    this.socket.close();
    this.view.destroy();
    this.closeMenu();
    document.removeEventListener("keydown", this.onKey);
  }

  onFrame(frame) {
    if (this.frame && frame.n < this.frame.n) return;
    this.frame = frame;
    this.seat = frame.seat;
    this.ctx.seat = frame.seat;
    this.players.update(frame.names);
    this.players.setSeat(frame.seat);
    this.chat.setSeat(frame.seat);
    this.alert.update(frame);
    this.rematchBox.update(frame);
    // The page's state in attributes, for people's tools and the tests.
    Object.assign(this.page.dataset, { n: frame.n, seat: frame.seat, over: frame.over ? "true" : "false",
      toMove: frame.decision ? frame.decision.seat : -1 });
    this.pending = false;
    this.closeMenu();
    this.drawWho();
    if (frame.commitment && this.commitment.dataset.hash !== frame.commitment) {
      this.commitment.dataset.hash = frame.commitment;
      this.commitment.title = "The deal is committed: SHA-256 of the seed and a game secret, both revealed when the game is over (check with wasteland verify)";
      clear(this.commitment).append("deal ", h("code", frame.commitment.slice(0, 12) + "…"));
      this.commitment.hidden = false;
    }
    this.drawClocks();
    this.addEvents(frame.events || []);
    this.view.update(frame);
    this.drawDecision();
    this.drawResult();
  }

  // drawWho names the reader's seat in the top bar.
  drawWho() {
    const seat = this.frame.seat;
    clear(this.who).append(seat >= 0
      ? h("span.seat-chip", { style: { "--seat": seatColor(seat) } }, t("ui.you") + ": " + seatName(seat))
      : h("span.seat-chip.spectator", t("ui.spectator")));
  }

  // onMessage takes the frames besides state frames: chat lines, the seats'
  // names (redrawn where the seats are named), a rematch.
  onMessage(m) {
    if (m.type === "chat") this.chat.add(m.lines);
    else if (m.type === "rematch") this.rematchBox.offered(m.game);
    else if (m.type === "names" && this.players.update(m.names) && this.frame) {
      this.drawWho();
      this.view.update(this.frame);
      this.drawClocks();
      this.drawResult();
    }
  }

  addEvents(events) {
    const fresh = events.filter((e) => e.n > this.lastEventN);
    if (fresh.length === 0) return;
    const list = this.logList;
    // Follow the log unless the reader scrolled up; layout is read once,
    // in the next frame, not per line.
    const frag = document.createDocumentFragment();
    for (const ev of fresh) frag.append(logItem(ev, this.renderer, this.ctx));
    list.append(frag);
    this.lastEventN = fresh[fresh.length - 1].n;
    if (!this.scrollQueued) {
      this.scrollQueued = true;
      requestAnimationFrame(() => {
        this.scrollQueued = false;
        if (this.logScrolledUp) return;
        list.scrollTop = list.scrollHeight;
        this.autoScrollTop = list.scrollTop;
      });
    }
  }

  // revealSeed shows the seed and secret of a finished game, which anyone
  // can check against the commitment shown while it ran.
  async revealSeed(box) {
    if (!this.frame.commitment || this.revealed) return;
    this.revealed = true;
    try {
      const s = await api.summary(this.id);
      if (!s.seed_secret) return;
      box.append(h("p.seed-reveal.muted", { id: "seed-reveal", dataset: { seed: s.seed, secret: s.seed_secret } },
        "Seed ", h("code", s.seed), s.seed_chosen ? " (chosen by the creator)" : "", ", secret ",
        h("code.secret", s.seed_secret), ": ",
        h("a", { href: `/api/v1/games/${encodeURIComponent(this.id)}/record`, download: `${this.id}.json` }, "record"),
        " for wasteland verify"));
    } catch (e) {
      this.revealed = false;
    }
  }

  // drawClocks shows each seat's time left (counting down for the seat to
  // move) and the stand-in actions this seat may take.
  drawClocks() {
    const f = this.frame;
    const c = f.clock;
    const seats = c ? c.seats : [];
    const mine = this.seat >= 0 ? seats[this.seat] : null;
    clearInterval(this.clockTimer);
    this.clocks.hidden = f.over || !c;
    if (this.clocks.hidden) return;
    const skew = Date.now() - c.now_ms;
    const act = (seat, verb, label, id) => h("button", { type: "button", id, onclick: async () => {
      try {
        await api.seatAction(this.id, this.token, seat, verb);
      } catch (e) {
        toast(e.message, "error");
      }
    } }, label);
    const draw = () => {
      const now = Date.now() - skew;
      const leftOf = (s) => (s.deadline_ms ? Math.max(0, s.deadline_ms - now) : s.left_ms);
      const rows = seats.map((s) => {
        const left = leftOf(s);
        const notes = [s.stand_in ? "a bot plays (" + s.stand_in.slice(4) + ")" : "", s.left ? "left" : "",
          s.deadline_ms && left === 0 ? "time is up" : ""].filter(Boolean).join(", ");
        return h("li.seat-clock", { dataset: { seat: s.seat, left: left, standIn: s.stand_in || "" }, style: { "--seat": seatColor(s.seat) },
          class: [s.deadline_ms && "running"] },
          h("span.seat-chip", seatName(s.seat)), " ", h("span.time", formatClock(left)), notes ? " · " + notes : "");
      });
      const actions = [];
      if (mine && (mine.stand_in || mine.left)) actions.push(act(this.seat, "return", "Take my seat back", "take-back"));
      else if (mine) actions.push(act(this.seat, "leave", "Leave the game", "leave"));
      if (mine) {
        const kinds = this.summary.seats || [];
        for (const s of seats) {
          const human = !kinds[s.seat] || kinds[s.seat].kind === "human";
          const vacant = s.left || s.timed_out || (s.deadline_ms && leftOf(s) === 0);
          if (s.seat !== this.seat && human && !s.stand_in && vacant) {
            actions.push(act(s.seat, "bot", "Let a bot play for " + seatName(s.seat), "stand-in-" + s.seat));
          }
        }
      }
      clear(this.clocks).append(h("h2", "Clocks"), h("ul.clock-list", rows), h("p.clock-actions", actions));
    };
    draw();
    if (seats.some((s) => s.deadline_ms)) this.clockTimer = setInterval(draw, 1000);
  }

  myOptions() {
    const d = this.frame && this.frame.decision;
    if (!d || d.seat !== this.seat || this.seat < 0 || !d.options) return [];
    return d.options;
  }

  drawDecision() {
    const f = this.frame;
    const box = clear(this.decision);
    this.markTargets([]);
    if (f.over) {
      document.title = `${titleCase(this.summary.game)} ${this.id} (${t("ui.over")}) — wasteland`;
      box.append(h("h2", t("ui.game-over")), h("p", h("a.button", { href: `/game/${this.id}?replay`, "data-nav": true, id: "replay-link" }, t("ui.replay-step"))));
      box.classList.remove("my-turn");
      this.revealSeed(box);
      return;
    }
    if (f.read_only) {
      // A game of other rules or content versions: readable, no more moves.
      document.title = `${titleCase(this.summary.game)} ${this.id} (read-only) — wasteland`;
      box.append(h("h2", t("ui.read-only")), h("p#read-only", f.read_only));
      box.classList.remove("my-turn");
      return;
    }
    const d = f.decision;
    const opts = this.myOptions();
    const mine = opts.length > 0;
    box.classList.toggle("my-turn", mine);
    document.title = `${mine ? "● " + t("ui.your-move") + " — " : ""}${titleCase(this.summary.game)} ${this.id} — wasteland`;
    // The server tells the decision: whose turn, and what is decided.
    const prompt = (d && d.text) || this.renderer.promptText(d ? d.prompt : "", f);
    if (!mine) {
      box.append(h("h2.waiting", { style: { "--seat": seatColor(d ? d.seat : -1) } }, h("span.prompt", prompt)));
      return;
    }
    box.append(h("h2.your-turn", h("span.prompt", prompt)));
    const targets = new Map();
    const groups = new Map();
    for (const o of opts) {
      for (const t of this.renderer.optionTargets(o, f) || []) {
        if (!targets.has(t)) targets.set(t, []);
        targets.get(t).push(o);
      }
      const g = this.renderer.groupOf(o, f) || "";
      if (!groups.has(g)) groups.set(g, []);
      groups.get(g).push(o);
    }
    this.targets = targets;
    this.markTargets([...targets.keys()]);
    if (targets.size > 0) box.append(h("p.hint", t("ui.hint")));
    const wrap = h("div.option-groups");
    for (const [g, list] of groups) {
      wrap.append(h("div.option-group", groups.size > 1 && g ? h("h3", g) : null,
        h("div.options", list.map((o) => this.optionButton(o)))));
    }
    box.append(wrap);
  }

  optionButton(o) {
    return h("button.option", {
      type: "button", dataset: { option: o.id }, title: o.id,
      onclick: () => this.play(o.id),
    }, optionLabel(o));
  }

  markTargets(keys) {
    for (const el of this.board.querySelectorAll(".target")) {
      el.classList.remove("target");
      el.removeAttribute("tabindex");
      el.removeAttribute("role");
    }
    for (const k of keys) {
      for (const el of this.board.querySelectorAll(`[data-target="${CSS.escape(k)}"]`)) {
        el.classList.add("target");
        el.tabIndex = 0; // reachable with the keyboard; Enter or Space plays
        el.setAttribute("role", "button");
      }
    }
  }

  boardClick(ev) {
    const el = ev.target.closest("[data-target].target");
    if (!el || !this.targets) return;
    const opts = this.targets.get(el.dataset.target) || [];
    if (opts.length === 1) {
      this.play(opts[0].id);
    } else if (opts.length > 1) {
      this.openMenu(el, opts);
    }
  }

  openMenu(anchor, opts) {
    this.closeMenu();
    const r = anchor.getBoundingClientRect();
    const menu = h("div.option-menu", { role: "menu", id: "option-menu" },
      opts.map((o) => h("button.option", { type: "button", role: "menuitem", dataset: { option: o.id }, onclick: () => { this.closeMenu(); this.play(o.id); } }, optionLabel(o))),
      h("button.cancel", { type: "button", onclick: () => this.closeMenu() }, t("ui.cancel")));
    document.body.append(menu);
    const mw = Math.min(320, window.innerWidth - 16);
    menu.style.width = mw + "px";
    const left = Math.max(8, Math.min(window.innerWidth - mw - 8, r.left + r.width / 2 - mw / 2));
    const top = r.bottom + window.scrollY + 6;
    menu.style.left = left + window.scrollX + "px";
    menu.style.top = top + "px";
    this.menu = menu;
    this.outside = (e) => { if (!menu.contains(e.target) && !anchor.contains(e.target)) this.closeMenu(); };
    setTimeout(() => document.addEventListener("click", this.outside), 0);
  }

  closeMenu() {
    if (this.menu) this.menu.remove();
    this.menu = null;
    if (this.outside) document.removeEventListener("click", this.outside);
    this.outside = null;
  }

  async play(optionId) {
    if (this.pending || !this.frame) return;
    this.pending = true;
    this.decision.classList.add("sending");
    for (const b of this.decision.querySelectorAll("button.option")) b.disabled = true;
    try {
      await this.socket.move(this.frame.n, optionId);
    } catch (e) {
      this.pending = false;
      const msg = e.code === "stale" ? t("ui.stale") : e.message;
      toast(msg, e.code === "stale" ? "info" : "error");
      if (this.frame) this.drawDecision();
    } finally {
      this.decision.classList.remove("sending");
    }
  }

  drawResult() {
    const f = this.frame;
    if (!f.over || !f.result) {
      this.result.hidden = true;
      return;
    }
    this.result.hidden = false;
    clear(this.result).append(resultPanel(f.result, this.renderer, this.ctx));
  }
}

