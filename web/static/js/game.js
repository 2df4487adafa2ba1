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
import { drawSeats } from "./standin.js";
import { optionButtons, forfeits } from "./options.js";
import { undoControl } from "./undo.js";
import { showStatus, offlineNotice } from "./connection.js";
import { boardZoom, keepSheetRoom } from "./phone.js";
import { explainer } from "./explain.js";
import { rulesLink } from "./rules.js";

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
// language. An option's id is never shown to a player.
function optionLabel(o) {
  return o.label || "";
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
    this.online = false;

    this.board = h("section.board-area", { id: "board", "aria-label": t("ui.table.board") });
    this.decision = h("section.panel.decision", { id: "decision", "aria-live": "polite" });
    this.logList = h("ol.log-list", { id: "log-list" });
    this.result = h("section.panel.result", { id: "result", hidden: true });
    const log = h("section.panel.log", { id: "log" }, h("h2", t("ui.log")), this.logList);
    // The clocks and stand-in bots, redrawn every second while a clock runs.
    this.clocks = h("section.panel.clocks", { id: "clocks", hidden: true });
    this.status = h("span.conn", { id: "conn", title: t("ui.table.connection") }, "…");
    this.who = h("span.who", { id: "who" });
    // The seed commitment: what the deal was fixed to before play.
    this.commitment = h("span.commitment", { id: "commitment", hidden: true });
    // Play with people: the players and their names, the turn alert, the
    // rematch of a finished game, the chat.
    this.players = new SeatNames(id, token, summary, () => this.renamed());
    this.alert = new TurnAlert(id);
    this.players.el.append(this.alert.el);
    this.rematchBox = new RematchBox(id, token);
    this.chat = new ChatPane({ say: (text, name) => this.socket.say(text, name) });
    this.page = h("div.table-page", { class: "game-" + summary.game, id: "table-page" },
      h("div.main-col", this.result, boardZoom(this.board), this.board),
      h("aside.side-col", this.decision, this.rematchBox.el, this.clocks, this.players.el, log, this.chat.el));
    clear(root).append(this.page);
    clear(document.getElementById("topbar-info")).append(
      h("span.game-title", titleCase(summary.game), " ", h("code", id)), rulesLink(summary.game, { beside: true }), this.who, this.commitment, this.status);

    this.ctx = { seat: -1, players: summary.players, seats: summary.seats, game: summary.game };
    this.view = renderer.createTable(this.board, this.ctx);
    this.explainer = explainer(summary.game, this.board);
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
    this.stopSheet = keepSheetRoom(this.page, this.decision);
    this.socket = this.connect();
    this.onKey = (ev) => { if (ev.key === "Escape") this.closeMenu(); };
    document.addEventListener("keydown", this.onKey);
  }

  connect() {
    const sock = new api.GameSocket(this.id, this.token, {
      onFrame: (f) => this.onFrame(f),
      onMessage: (m) => this.onMessage(m),
      onStatus: (s) => {
        showStatus(this.status, s);
        const online = s === "live";
        if (online !== this.online) {
          this.online = online;
          this.page.dataset.online = String(online);
          if (this.frame) this.drawDecision();
        }
      },
      onForbidden: (e) => {
        toast(t(e && e.code === "not-found" ? "ui.seats.game-gone" : "ui.seats.link-invalid"), "error");
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
    this.stopSheet();
    this.view.destroy();
    this.explainer.destroy();
    this.closeMenu();
    document.removeEventListener("keydown", this.onKey);
  }

  onFrame(frame) {
    if (this.frame && frame.n < this.frame.n && !frame.reset) return;
    if (frame.reset) {
      // An undo: the frame's log replaces ours.
      this.logList.replaceChildren();
      this.lastEventN = -1;
    }
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
      toMove: frame.decision ? frame.decision.seat : -1, prompt: frame.decision ? frame.decision.prompt : "" });
    this.pending = false;
    this.closeMenu();
    this.drawWho();
    if (frame.commitment && this.commitment.dataset.hash !== frame.commitment) {
      this.commitment.dataset.hash = frame.commitment;
      this.commitment.title = t("ui.table.commitment-title");
      clear(this.commitment).append(t("ui.table.deal"), " ", h("code", frame.commitment.slice(0, 12) + "…"));
      this.commitment.hidden = false;
    }
    this.drawClocks();
    this.addEvents(frame.events || []);
    this.view.update(frame);
    this.drawDecision();
    this.drawResult();
    this.explainer.explain(frame, this.decision);
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
    else if (m.type === "names" && this.players.update(m.names)) this.renamed();
  }

  // renamed redraws where the seats are named after their names changed.
  renamed() {
    if (!this.frame) return;
    this.drawWho();
    this.view.update(this.frame);
    this.drawClocks();
    this.drawResult();
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
        t("ui.table.seed"), " ", h("code", s.seed), s.seed_chosen ? " " + t("ui.table.seed-by-creator") : "", t("ui.table.secret"), " ",
        h("code.secret", s.seed_secret), ": ",
        h("a", { href: `/api/v1/games/${encodeURIComponent(this.id)}/record`, download: `${this.id}.json` }, t("ui.table.record")),
        " ", t("ui.table.for-verify")));
    } catch (e) {
      this.revealed = false;
    }
  }

  // drawClocks shows the seats panel (see standin.js).
  drawClocks() {
    clearInterval(this.clockTimer);
    this.clockTimer = drawSeats(this.clocks, this.frame, { id: this.id, token: this.token, mySeat: this.seat, summary: this.summary });
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
      document.title = `${titleCase(this.summary.game)} ${this.id} (${t("ui.table.read-only-title")}) — wasteland`;
      box.append(h("h2", t("ui.read-only")), h("p#read-only", { title: f.read_only }, t("ui.err.other-version")));
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
      if (!this.online) box.append(offlineNotice());
      this.drawUndo(box);
      return;
    }
    box.append(h("h2.your-turn", h("span.prompt", prompt)));
    if (!this.online) box.append(offlineNotice());
    const targets = new Map();
    // A spot on the board plays at once: the options that give something
    // up are played from the panel only, where they ask to confirm.
    for (const o of opts.filter((x) => !forfeits(x, d.prompt, f.view))) {
      for (const t of this.renderer.optionTargets(o, f) || []) {
        if (!targets.has(t)) targets.set(t, []);
        targets.get(t).push(o);
      }
    }
    this.targets = this.online ? targets : null;
    this.markTargets(this.online ? [...targets.keys()] : []);
    if (targets.size > 0) box.append(h("p.hint", t("ui.hint")));
    const auto = optionButtons(box, d, f.view, (id) => this.play(id), optionLabel);
    if (!this.online) for (const b of box.querySelectorAll("button")) b.disabled = true;
    this.drawUndo(box);
    if (auto && this.online) setTimeout(() => { if (this.frame === f) this.play(auto.id); }, 0);
  }

  // drawUndo adds the seat's undo to the decision box.
  drawUndo(box) {
    const u = undoControl(this.frame, this.id, this.token, {
      busy: () => this.pending,
      online: () => this.online,
      onStart: () => { this.pending = true; this.decision.classList.add("sending"); },
      onEnd: () => { this.pending = false; this.decision.classList.remove("sending"); },
    });
    if (u) box.append(u);
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
    for (const b of this.decision.querySelectorAll("button")) b.disabled = true;
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

