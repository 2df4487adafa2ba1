// The games of the seat links this browser holds: finished ones with their
// results first, then those still running.
import { h, clear, titleCase } from "./dom.js";
import * as api from "./api.js";
import { knownGames, tokenFor } from "./seats.js";
import { seatName } from "./games/registry.js";

export function showMine(root) {
  document.title = "wasteland — my games";
  const box = h("section.panel.mine", { id: "my-games" }, h("h2", "My games"), h("p.muted", "Loading…"));
  root.append(h("div.lobby", box));
  const seats = knownGames().slice(0, 50).map((id) => ({ game: id, token: tokenFor(id) })).filter((s) => s.token);
  api.myGames(seats).then((res) => {
    const finished = res.games.filter((g) => g.game.over);
    const running = res.games.filter((g) => !g.game.over);
    clear(box).append(h("h2", "My games"),
      h("h3", "Finished"), list(finished, true),
      h("h3", "Running"), list(running, false));
  }).catch((e) => {
    clear(box).append(h("h2", "My games"), h("p.error", "Cannot list your games: " + e.message));
  });
  return { destroy() {} };
}

function list(games, finished) {
  if (games.length === 0) return h("p.muted.empty", "None.");
  return h("ul.game-list", games.map(({ seat, game: g }) => {
    let outcome = "move " + g.n;
    if (finished) {
      const winners = g.result && g.result.winners ? g.result.winners : [];
      const score = g.result && g.result.scores ? " · your score " + g.result.scores[seat] : "";
      outcome = (winners.includes(seat) ? "won" : winners.length ? "won by " + winners.map(seatName).join(" & ") : "over") + score;
    }
    return h("li.game-row.my-game", { dataset: { id: g.id, seat } },
      h("span.game-name", titleCase(g.game)), h("code.game-id", g.id),
      h("span.seat-chip", seatName(seat)), h("span.status.muted", outcome),
      h("span.actions", h("a.button", { href: "/game/" + g.id + (finished ? "?replay" : ""), "data-nav": true }, finished ? "Replay" : "Play")));
  }));
}
