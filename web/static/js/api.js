// Client of the server API v1 (docs/api.md): HTTP calls and the game's
// WebSocket. Every call takes the seat token, if any, explicitly.

import { chosenLang, known, t } from "./words.js";

const BASE = "/api/v1";

// withLang adds the chosen language to a path, so that the frames' words
// come in it (docs/api.md); without a choice the server follows
// Accept-Language.
function withLang(path) {
  const l = chosenLang();
  if (!l) return path;
  return path + (path.includes("?") ? "&" : "?") + "lang=" + encodeURIComponent(l);
}

// ApiError is a refused request: code is one of the API's error codes.
// Its message is the code's words for people in the page's language
// (ui.err.CODE); detail keeps the server's own text, for programs and the
// console.
export class ApiError extends Error {
  constructor(code, detail, n, status) {
    super(known("ui.err." + code) ? t("ui.err." + code) : detail || code);
    this.detail = detail;
    this.code = code;
    this.n = n;
    this.status = status;
  }
}

async function call(method, path, { token, body } = {}) {
  const headers = {};
  if (token) headers["Authorization"] = "Bearer " + token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let res;
  try {
    res = await fetch(BASE + withLang(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError("unavailable", "the server cannot be reached", undefined, 0);
  }
  const text = await res.text();
  let data = null;
  if (text) {
    try { data = JSON.parse(text); } catch { data = null; }
  }
  if (!res.ok) {
    const err = (data && data.error) || {};
    throw new ApiError(err.code || "internal", err.message || res.statusText, err.n, res.status);
  }
  return data;
}

// catalog lists the games and seat kinds the server offers.
export const catalog = () => call("GET", "/catalog");
// createGame creates a game; the answer holds every human seat's token.
export const createGame = (req) => call("POST", "/games", { body: req });
// listGames lists game summaries; status is open, running, finished or "".
export const listGames = (status, limit = 50) =>
  call("GET", `/games?${status ? "status=" + encodeURIComponent(status) + "&" : ""}limit=${limit}`);
// rules is a game's rules reference in the page's language.
export const rules = (game) => call("GET", `/rules/${encodeURIComponent(game)}`);
// summary is one game's summary.
export const summary = (id) => call("GET", `/games/${encodeURIComponent(id)}`);
// claimSeat claims an unclaimed human seat and returns its new token.
export const claimSeat = (id, seat) => call("POST", `/games/${encodeURIComponent(id)}/seats/${seat}/claim`);
// state is the requester's state frame; since (optional) adds events.
export const state = (id, token, since) =>
  call("GET", `/games/${encodeURIComponent(id)}/state${since === undefined ? "" : "?since=" + since}`, { token });
// stateAt is the state frame after move n of a finished game (replay).
export const stateAt = (id, token, n) =>
  call("GET", `/games/${encodeURIComponent(id)}/state?at=${n}`, { token });
// events lists the requester's visible events after since.
export const events = (id, token, since = 0) =>
  call("GET", `/games/${encodeURIComponent(id)}/events?since=${since}`, { token });
// record is the full record of a finished game.
export const record = (id, token) => call("GET", `/games/${encodeURIComponent(id)}/record`, { token });
// myGames lists the games of the seat links given as [{game, token}].
export const myGames = (seats) => call("POST", "/my-games", { body: { seats } });
// seatAction asks the server about a seat with the requester's token:
// verb is leave (one's own seat), bot (another player's vacant seat) or
// return (take one's own seat back). It answers the game's summary.
export const seatAction = (id, token, seat, verb) =>
  call("POST", `/games/${encodeURIComponent(id)}/seats/${seat}/${verb}`, { token });
// setName sets the display name of the requester's seat ("" clears it).
export const setName = (id, token, seat, name) =>
  call("POST", `/games/${encodeURIComponent(id)}/seats/${seat}/name`, { token, body: { name } });
// say writes a chat line over HTTP (a spectator under name).
export const say = (id, token, text, name) =>
  call("POST", `/games/${encodeURIComponent(id)}/chat`, { token, body: name ? { text, name } : { text } });
// rematch asks for the finished game's rematch and answers the requester's
// seat link in it.
export const rematch = (id, token) => call("POST", `/games/${encodeURIComponent(id)}/rematch`, { token });
// move plays an option over HTTP and returns the mover's state frame.
export const move = (id, token, n, option) =>
  call("POST", `/games/${encodeURIComponent(id)}/moves`, { token, body: { n, option } });

// undo takes back the seat's last step, seen at move n (docs/api.md: Undo),
// and returns the seat's state frame after it.
export const undo = (id, token, n) =>
  call("POST", `/games/${encodeURIComponent(id)}/undo`, { token, body: { n } });

// GameSocket keeps one WebSocket to a game open, reconnecting with the last
// move number seen, and hands every frame to onFrame. Moves go over the
// socket when it is open and over HTTP otherwise.
export class GameSocket {
  constructor(id, token, { onFrame, onStatus, onForbidden, onMessage }) {
    this.id = id;
    this.token = token;
    this.onFrame = onFrame;
    // onMessage gets the other frames: chat, names, rematch.
    this.onMessage = onMessage || (() => {});
    this.onStatus = onStatus || (() => {});
    this.onForbidden = onForbidden || (() => {});
    this.since = 0;
    this.reqs = new Map();
    this.nextReq = 1;
    this.closed = false;
    this.retry = 0;
    this.ws = null;
  }

  open() {
    if (this.closed) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const q = new URLSearchParams({ since: String(this.since) });
    if (this.token) q.set("token", this.token);
    if (chosenLang()) q.set("lang", chosenLang());
    const url = `${proto}//${location.host}${BASE}/games/${encodeURIComponent(this.id)}/ws?${q}`;
    this.onStatus("connecting");
    const ws = new WebSocket(url);
    this.ws = ws;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      this.retry = 0;
      this.onStatus("live");
    };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      this.handle(msg);
    };
    ws.onclose = async () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.failPending(new ApiError("unavailable", "connection lost"));
      if (this.closed) return;
      this.onStatus("offline");
      if (!opened && this.token) {
        // A refused upgrade looks like a closed socket: ask over HTTP why.
        try {
          await state(this.id, this.token);
        } catch (e) {
          if (e.code === "forbidden" || e.code === "unauthorized" || e.code === "not-found") {
            this.closed = true;
            this.onForbidden(e);
            return;
          }
        }
      }
      const delay = Math.min(5000, 250 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.open(), delay);
    };
  }

  handle(msg) {
    if (msg.type === "state") {
      // After an undo (reset) the game has fewer moves than we saw.
      if (typeof msg.n === "number") this.since = msg.reset ? msg.n : Math.max(this.since, msg.n);
      this.onFrame(msg);
    } else if (msg.type === "ack" || msg.type === "error") {
      const p = this.reqs.get(msg.req);
      if (!p) return;
      this.reqs.delete(msg.req);
      if (msg.type === "ack") p.resolve(msg);
      else p.reject(new ApiError(msg.code, msg.message, msg.n));
    } else {
      this.onMessage(msg);
    }
  }

  // request sends a frame with a request id over the open socket and
  // resolves with its ack; null when the socket is not open.
  request(frame) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return null;
    const req = "r" + this.nextReq++;
    const done = new Promise((resolve, reject) => this.reqs.set(req, { resolve, reject }));
    this.ws.send(JSON.stringify({ ...frame, req }));
    return done;
  }

  // say writes a chat line (a spectator under name).
  async say(text, name) {
    const sent = this.request(name ? { type: "chat", text, name } : { type: "chat", text });
    if (sent) return sent;
    return say(this.id, this.token, text, name);
  }

  failPending(err) {
    for (const p of this.reqs.values()) p.reject(err);
    this.reqs.clear();
  }

  // move plays option against move number n.
  async move(n, option) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      const req = "r" + this.nextReq++;
      const done = new Promise((resolve, reject) => this.reqs.set(req, { resolve, reject }));
      this.ws.send(JSON.stringify({ type: "move", req, n, option }));
      return done;
    }
    const frame = await move(this.id, this.token, n, option);
    this.handle(frame);
    return { n: frame.n };
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    if (this.ws) {
      const ws = this.ws;
      this.ws = null;
      ws.close();
    }
  }
}
