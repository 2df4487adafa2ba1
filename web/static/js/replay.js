// Step-by-step replay of a finished game: the record gives the moves, the
// events endpoint the log, and the state endpoint (?at=n) the table after
// each move.
import { h, clear, toast, titleCase } from "./dom.js";
import * as api from "./api.js";
import { seatName, seatColor, setPlayerNames } from "./games/registry.js";
import { icon } from "./icons.js";
import { logItem, resultPanel } from "./panels.js";
import { t, tf } from "./words.js";
import { explainer } from "./explain.js";
import { rulesLink } from "./rules.js";

export function startReplay(root, id, token, summary, renderer) {
  let stopped = false;
  let timer = null;
  const board = h("section.board-area", { id: "board" });
  const logList = h("ol.log-list", { id: "log-list" });
  const moveInfo = h("div.replay-move", { id: "replay-move" });
  const counter = h("span.replay-counter", { id: "replay-counter" });
  const slider = h("input.replay-slider", { type: "range", min: 0, max: 0, value: 0, "aria-label": t("ui.replay.move") });
  const btn = (label, title, f, id) => h("button.replay-btn", { type: "button", title, "aria-label": title, onclick: f, id }, label);
  const playBtn = btn(icon("play"), t("ui.replay.play"), () => toggleAuto(), "replay-play");
  const controls = h("div.panel.replay-controls", { id: "replay-controls" },
    h("h2", t("ui.replay.title"), " ", h("code", id)),
    h("div.replay-buttons",
      btn(icon("first"), t("ui.replay.first"), () => go(0), "replay-first"),
      btn(icon("back"), t("ui.replay.back"), () => go(step - 1), "replay-back"),
      btn(icon("forward"), t("ui.replay.forward"), () => go(step + 1), "replay-forward"),
      btn(icon("last"), t("ui.replay.last"), () => go(total), "replay-last"),
      playBtn),
    slider, counter, moveInfo,
    h("p", h("a.button", { href: "/game/" + id, "data-nav": true }, t("ui.replay.to-table"))));
  const notice = h("p.notice", { hidden: true, id: "replay-notice" });
  const result = h("section.panel.result", { hidden: true });
  root.append(h("div.table-page.replay", { class: "game-" + summary.game },
    h("div.main-col", notice, result, board),
    h("aside.side-col", controls, h("section.panel.log", h("h2", t("ui.log")), logList))));
  clear(document.getElementById("topbar-info")).append(
    h("span.game-title", titleCase(summary.game), " ", h("code", id)), rulesLink(summary.game, { beside: true }),
    h("span.seat-chip.spectator", t("ui.replay.title")));

  const ctx = { seat: -1, players: summary.players, seats: summary.seats, game: summary.game, replay: true };
  setPlayerNames((summary.seats || []).map((s) => s.name || "")); // the players' names at the seats
  const table = renderer.createTable(board, ctx);
  const explained = explainer(summary.game, board);
  let step = 0;
  let total = 0;
  let moves = [];
  let allEvents = [];
  let finalFrame = null;
  let atWorks = true;
  const frames = new Map();

  async function load() {
    let rec;
    try {
      rec = await api.record(id, token);
    } catch (e) {
      clear(root).append(h("div.panel.error-page", h("h2", t("ui.replay.none")),
        h("p", e.code === "forbidden" ? t("ui.replay.running") : e.message),
        h("p", h("a.button", { href: "/game/" + id, "data-nav": true }, t("ui.replay.to-table")))));
      return;
    }
    moves = rec.moves || [];
    total = moves.length;
    slider.max = total;
    const [evs, fin] = await Promise.all([api.events(id, token, 0), api.state(id, token)]);
    allEvents = evs.events || [];
    finalFrame = fin;
    ctx.seat = fin.seat;
    if (fin.result) {
      result.hidden = false;
      result.append(resultPanel(fin.result, renderer, ctx));
    }
    const start = parseInt(new URLSearchParams(location.hash.replace(/^#/, "")).get("step") || "0", 10);
    await go(Number.isFinite(start) ? start : 0);
  }

  async function frameAt(n) {
    if (n === total) return finalFrame;
    if (frames.has(n)) return frames.get(n);
    if (!atWorks) return null;
    try {
      const f = await api.stateAt(id, token, n);
      if (typeof f.n !== "number" || f.n !== n) throw new api.ApiError("invalid", "the server ignores ?at");
      frames.set(n, f);
      return f;
    } catch (e) {
      atWorks = false;
      notice.hidden = false;
      notice.textContent = t("ui.replay.no-at");
      return null;
    }
  }

  // moveText tells move n in words: the decision the seat made when the
  // reader may see it, else the move's first log line.
  function moveText(n) {
    const evs = allEvents.filter((ev) => ev.n === n && ev.text);
    const told = evs.find((ev) => ev.type === "decision") || evs[0];
    return told ? told.text : t("ui.replay.moved");
  }

  async function go(n) {
    n = Math.max(0, Math.min(total, n));
    step = n;
    slider.value = n;
    counter.textContent = tf("ui.replay.counter", { n, total });
    history.replaceState(null, "", `${location.pathname}${location.search}#step=${n}`);
    const m = n > 0 ? moves[n - 1] : null;
    clear(moveInfo).append(m
      ? h("p", { style: { "--seat": seatColor(m.seat) } }, h("span.seat-chip", seatName(m.seat)), " ", moveText(n))
      : h("p.muted", t("ui.replay.dealt")));
    clear(logList);
    for (const ev of allEvents) {
      if (ev.n > n) break;
      const li = logItem(ev, renderer, ctx);
      if (ev.n === n) li.classList.add("current");
      logList.append(li);
    }
    logList.scrollTop = logList.scrollHeight;
    const f = (await frameAt(n)) || finalFrame;
    if (stopped || step !== n) return;
    const shown = { ...f, decision: f.decision ? { seat: f.decision.seat, prompt: f.decision.prompt } : null };
    table.update(shown);
    explained.explain(shown, null);
  }

  function toggleAuto() {
    if (timer) {
      clearInterval(timer);
      timer = null;
      playBtn.classList.remove("on");
      return;
    }
    playBtn.classList.add("on");
    timer = setInterval(() => {
      if (step >= total) toggleAuto();
      else go(step + 1);
    }, 700);
  }

  slider.addEventListener("input", () => go(parseInt(slider.value, 10)));
  const onKey = (ev) => {
    if (ev.target.closest && ev.target.closest("input,textarea,select")) return;
    if (ev.key === "ArrowRight") go(step + 1);
    else if (ev.key === "ArrowLeft") go(step - 1);
    else if (ev.key === "Home") go(0);
    else if (ev.key === "End") go(total);
  };
  document.addEventListener("keydown", onKey);
  load().catch((e) => toast(tf("ui.replay.failed", { why: e.message }), "error"));

  return () => {
    setPlayerNames([]);
    stopped = true;
    if (timer) clearInterval(timer);
    document.removeEventListener("keydown", onKey);
    table.destroy();
    explained.destroy();
  };
}
