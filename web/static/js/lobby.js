// The lobby: create a game, share its seat links, list open, running and
// finished games, join a free seat or watch.
import { h, clear, toast, copyText, titleCase } from "./dom.js";
import * as api from "./api.js";
import { rememberToken, knownGames } from "./seats.js";
import { navigate } from "./nav.js";
import { t, tf, known } from "./words.js";
import { seatName, seatColor } from "./games/registry.js";
import { fillModes, chosenMode, fitMode } from "./modes.js";
import { rulesLinks } from "./rules.js";

export function showLobby(root) {
  document.title = t("ui.lobby.page-title");
  const createBox = h("section.panel.create", { "aria-labelledby": "create-title" });
  const linksBox = h("section.panel.links", { hidden: true, id: "seat-links" });
  const lists = h("section.panel.lists");
  root.append(h("div.lobby", createBox, linksBox, lists));
  let stopped = false;
  let timer = null;

  api.catalog().then((cat) => {
    buildCreate(createBox, cat, linksBox, () => { clearTimeout(timer); refresh(); });
    createBox.append(rulesLinks(cat.games.map((g) => g.name)));
  }).catch((e) => {
    createBox.append(h("p.error", tf("ui.lobby.no-catalog", { why: e.message })));
  });

  async function refresh() {
    try {
      const [open, running, finished] = await Promise.all([
        api.listGames("open"), api.listGames("running"), api.listGames("finished", 20),
      ]);
      if (stopped) return;
      const openIds = new Set(open.games.map((g) => g.id));
      const mine = new Set(knownGames());
      clear(lists).append(
        h("h2", t("ui.lobby.games")),
        h("p", h("a.button", { href: "/mine", "data-nav": true, id: "my-games-link" }, t("ui.lobby.my-games"))),
        gameTable(t("ui.lobby.open"), "open-games", open.games, { claim: true, mine }),
        gameTable(t("ui.lobby.running"), "running-games", running.games.filter((g) => !openIds.has(g.id)), { mine }),
        gameTable(t("ui.lobby.finished"), "finished-games", finished.games, { finished: true, mine }),
      );
    } catch (e) {
      if (!stopped) clear(lists).append(h("h2", t("ui.lobby.games")), h("p.error", tf("ui.lobby.no-list", { why: e.message })));
    }
    if (!stopped) timer = setTimeout(refresh, 5000);
  }
  refresh();

  return { destroy() { stopped = true; clearTimeout(timer); } };
}

function buildCreate(box, cat, linksBox, onCreated) {
  const gameSel = h("select", { id: "create-game", name: "game" },
    cat.games.map((g) => h("option", { value: g.name }, titleCase(g.name))));
  const variant = h("select", { id: "create-variant", name: "variant" });
  // The variant select offers the game's modes (modes.js), each with its
  // player counts.
  function redrawVariants() {
    fillModes(variant, gameInfo());
  }
  const players = h("input", { id: "create-players", name: "players", type: "number", min: 2, max: 4, value: 2 });
  const seed = h("input", { id: "create-seed", name: "seed", type: "number", min: 0, placeholder: t("ui.lobby.random"), inputmode: "numeric" });
  const clocks = {
    "": null,
    "rt10": { mode: "realtime", base_seconds: 600, increment_seconds: 5 },
    "turn1h": { mode: "turn", per_move_seconds: 3600, bank_seconds: 7200, bot_after_seconds: 600 },
    "turn1d": { mode: "turn", per_move_seconds: 86400, bank_seconds: 259200, bot_after_seconds: 86400 },
  };
  const clock = h("select", { id: "create-clock", name: "clock" },
    h("option", { value: "" }, t("ui.lobby.no-clock")),
    h("option", { value: "rt10" }, t("ui.lobby.clock-rt10")),
    h("option", { value: "turn1h" }, t("ui.lobby.clock-turn1h")),
    h("option", { value: "turn1d" }, t("ui.lobby.clock-turn1d")));
  const seatsBox = h("div.seat-kinds", { id: "create-seats" });
  // The game's listed setup options (the catalog's options), such as
  // Fallout's scenario: one select each.
  const optionsBox = h("div.setup-options", { id: "create-options" });
  const optionSels = {};
  const kinds = cat.seat_kinds && cat.seat_kinds.length ? cat.seat_kinds : ["human"];
  const chosen = [];
  const opened = []; // human seats opened to the lobby

  function gameInfo() {
    return cat.games.find((g) => g.name === gameSel.value) || cat.games[0];
  }
  function redrawSeats() {
    const g = gameInfo();
    players.min = g.min_players;
    players.max = g.max_players;
    // A count the chosen mode does not take picks the mode that does
    // (two players: the standard game; one: solo), within the mode's range.
    const m = fitMode(variant, g, parseInt(players.value, 10));
    let n = parseInt(players.value, 10) || m.min_players;
    n = Math.max(m.min_players, Math.min(m.max_players, n));
    players.value = n;
    clear(seatsBox);
    for (let i = 0; i < n; i++) {
      if (!chosen[i]) chosen[i] = i === 0 ? "human" : (kinds.find((k) => k.startsWith("bot:")) || "human");
      const sel = h("select", { name: "seat" + i, id: "create-seat-" + i, "aria-label": tf("ui.lobby.seat-n", { n: i }) },
        kinds.map((k) => h("option", { value: k, selected: k === chosen[i] }, kindLabel(k))));
      const lobby = h("input", { type: "checkbox", id: "create-lobby-" + i, checked: !!opened[i], disabled: chosen[i] !== "human",
        "aria-label": tf("ui.lobby.open-aria", { seat: seatName(i) }) });
      lobby.addEventListener("change", () => { opened[i] = lobby.checked; });
      sel.addEventListener("change", () => {
        chosen[i] = sel.value;
        lobby.disabled = sel.value !== "human";
        if (lobby.disabled) lobby.checked = opened[i] = false;
      });
      seatsBox.append(h("label.seat-kind", { style: { "--seat": seatColor(i) } },
        h("span.seat-chip", seatName(i)), sel,
        h("span.lobby-open", { title: t("ui.lobby.open-title") }, lobby, " ", t("ui.lobby.open-label"))));
    }
  }
  function redrawOptions() {
    clear(optionsBox);
    for (const k of Object.keys(optionSels)) delete optionSels[k];
    for (const o of gameInfo().options || []) {
      const sel = h("select", { id: "create-option-" + o.name, name: o.name },
        o.values.map((v) => h("option", { value: v.id, selected: v.id === o.default }, v.name)));
      optionSels[o.name] = sel;
      optionsBox.append(h("label", known("ui.lobby.option." + o.name) ? t("ui.lobby.option." + o.name) : titleCase(o.name), sel));
    }
  }
  gameSel.addEventListener("change", () => { redrawVariants(); redrawOptions(); redrawSeats(); });
  variant.addEventListener("change", () => {
    const m = chosenMode(variant, gameInfo());
    players.value = Math.max(m.min_players, Math.min(m.max_players, parseInt(players.value, 10) || m.min_players));
    redrawSeats();
  });
  redrawOptions();
  players.addEventListener("input", redrawSeats);
  redrawVariants();
  redrawSeats();

  const submit = h("button.primary", { type: "submit", id: "create-submit" }, t("ui.lobby.create"));
  const form = h("form.create-form", {
    onsubmit: async (ev) => {
      ev.preventDefault();
      const n = parseInt(players.value, 10);
      const options = {};
      for (const [name, sel] of Object.entries(optionSels)) options[name] = sel.value;
      const req = { game: gameSel.value, variant: chosenMode(variant, gameInfo()).variant, players: n, seats: chosen.slice(0, n), options };
      const lobby = req.seats.map((k, i) => (k === "human" && opened[i] ? i : -1)).filter((i) => i >= 0);
      if (lobby.length) req.lobby = lobby;
      if (clocks[clock.value]) req.clock = clocks[clock.value];
      if (seed.value !== "") req.seed = Number(seed.value);
      submit.disabled = true;
      try {
        const res = await api.createGame(req);
        showLinks(linksBox, res);
        onCreated();
      } catch (e) {
        toast(tf("ui.lobby.cannot-create", { why: e.message }), "error");
      } finally {
        submit.disabled = false;
      }
    },
  },
  h("label", t("ui.lobby.game"), gameSel),
  h("label", t("ui.lobby.variant"), variant),
  optionsBox,
  h("label", t("ui.lobby.players"), players),
  h("label", t("ui.lobby.seed"), seed),
  h("label", t("ui.lobby.clock"), clock),
  h("fieldset", h("legend", t("ui.lobby.seats")), seatsBox),
  submit);
  box.append(h("h2", { id: "create-title" }, t("ui.lobby.new-game")), form);
}

function kindLabel(k) {
  if (k === "human") return t("ui.lobby.human");
  if (k.startsWith("bot:")) return tf("ui.lobby.bot", { kind: k.slice(4) });
  return k;
}

// variantName is a variant's name for people ("coop": "co-op").
function variantName(v) {
  return known("ui.lobby.variant." + v) ? t("ui.lobby.variant." + v) : v;
}

function absolute(link) {
  return new URL(link, location.origin).href;
}

function showLinks(box, res) {
  const g = res.game;
  clear(box).hidden = false;
  const rows = res.seats.map((s) => {
    if (!s.token) {
      const open = s.kind === "human";
      return h("li.seat-link", { style: { "--seat": seatColor(s.seat) }, dataset: { seat: s.seat, lobby: open } },
        h("span.seat-chip", seatName(s.seat)), h("span.muted", open ? t("ui.lobby.open-seat") : kindLabel(s.kind)));
    }
    const url = absolute(s.link);
    return h("li.seat-link", { style: { "--seat": seatColor(s.seat) }, dataset: { seat: s.seat } },
      h("span.seat-chip", seatName(s.seat)),
      h("input.link", { readonly: true, value: url, "aria-label": tf("ui.lobby.join-link-of", { seat: seatName(s.seat) }), onfocus: (e) => e.target.select() }),
      h("button.copy", { type: "button", onclick: async () => toast(await copyText(url) ? t("ui.lobby.copied") : t("ui.lobby.copy-failed-select"), "info") }, t("ui.lobby.copy")),
      h("button.play", {
        type: "button",
        onclick: () => { rememberToken(g.id, s.token); navigate(s.link); },
      }, t("ui.lobby.play")));
  });
  const watch = absolute(res.watch);
  box.append(
    h("h2", t("ui.lobby.created-before"), " ", h("code", g.id), " ", t("ui.lobby.created-after")),
    h("p.muted", t("ui.lobby.send-links")),
    h("ul.seat-links", rows),
    g.commitment ? h("p.commitment", { id: "created-commitment", dataset: { hash: g.commitment } },
      t("ui.lobby.deal-committed"), " ", h("code", g.commitment), g.seed_chosen ? " " + t("ui.lobby.seed-by-you") : "") : "",
    res.admin ? h("p.admin", t("ui.lobby.admin"), " ",
      h("input.link", { readonly: true, id: "admin-token", value: res.admin.token, "aria-label": t("ui.lobby.admin-aria"), onfocus: (e) => e.target.select() })) : "",
    h("p.watch", t("ui.lobby.watch-link"), " ", h("input.link", { readonly: true, value: watch, "aria-label": t("ui.lobby.watch-link-aria"), onfocus: (e) => e.target.select() }),
      h("button.copy", { type: "button", onclick: async () => toast(await copyText(watch) ? t("ui.lobby.copied") : t("ui.lobby.copy-failed"), "info") }, t("ui.lobby.copy"))),
  );
}

function gameTable(title, id, games, { claim, finished, mine }) {
  const body = games.length === 0
    ? h("p.muted.empty", t("ui.lobby.none"))
    : h("ul.game-list", games.map((g) => gameRow(g, { claim, finished, mine })));
  return h("div.game-group", { id }, h("h3", title), body);
}

function gameRow(g, { claim, finished, mine }) {
  const seats = g.seats.map((s) => {
    const free = s.kind === "human" && !s.claimed && s.lobby;
    return h("span.seat-dot", {
      class: [free && "free", s.kind !== "human" && "bot"],
      style: { "--seat": seatColor(s.seat) },
      title: tf(free ? "ui.lobby.seat-free" : "ui.lobby.seat-kind", { seat: seatName(s.seat), kind: kindLabel(s.kind) }),
    }, s.kind === "human" ? (free ? t("ui.lobby.free") : s.name || "●") : t("ui.lobby.bot-dot"));
  });
  const actions = [];
  if (mine.has(g.id) && !finished) actions.push(h("a.button.primary", { href: "/game/" + g.id, "data-nav": true }, t("ui.lobby.resume")));
  if (claim && !g.over) {
    for (const s of g.seats) {
      if (s.kind === "human" && !s.claimed && s.lobby) {
        actions.push(h("button.claim", {
          type: "button", dataset: { game: g.id, seat: s.seat },
          onclick: async () => {
            try {
              const c = await api.claimSeat(g.id, s.seat);
              rememberToken(g.id, c.token);
              navigate(c.link);
            } catch (e) {
              toast(tf("ui.lobby.cannot-take", { why: e.message }), "error");
            }
          },
        }, tf("ui.lobby.join-as", { seat: seatName(s.seat) })));
      }
    }
  }
  actions.push(h("a.button.watch", { href: "/game/" + g.id, "data-nav": true }, finished ? t("ui.lobby.view") : t("ui.lobby.watch")));
  if (finished) actions.push(h("a.button.replay", { href: "/game/" + g.id + "?replay", "data-nav": true }, t("ui.lobby.replay")));
  let status;
  if (g.over) {
    const w = g.result && g.result.winners ? g.result.winners.map(seatName).join(t("ui.lobby.and")) : "";
    status = w ? tf("ui.lobby.won-by", { who: w }) : t("ui.lobby.over");
  } else {
    status = g.to_move >= 0 ? tf("ui.lobby.move-to-play", { n: g.n, seat: seatName(g.to_move) }) : tf("ui.lobby.move-n", { n: g.n });
  }
  const fairness = g.commitment
    ? h("code.commitment", { title: tf("ui.lobby.commitment-title", { hash: g.commitment }) + (g.seed_chosen ? " " + t("ui.lobby.seed-by-creator") : ""), dataset: { hash: g.commitment } },
      g.commitment.slice(0, 8) + (g.seed_chosen ? " · " + t("ui.lobby.seed-chosen") : ""))
    : "";
  return h("li.game-row", { dataset: { id: g.id } },
    h("span.game-name", titleCase(g.game), g.variant ? " · " + variantName(g.variant) : ""),
    h("code.game-id", g.id), fairness,
    h("span.seats", seats),
    h("span.status.muted", status),
    h("span.actions", actions));
}
