// The games of the seat links this browser holds: finished ones with their
// results first, then those still running.
import { h, clear, titleCase } from "./dom.js";
import * as api from "./api.js";
import { knownGames, tokenFor } from "./seats.js";
import { seatName } from "./games/registry.js";
import { t, tf } from "./words.js";

export function showMine(root) {
  document.title = t("ui.mine.page-title");
  const box = h("section.panel.mine", { id: "my-games" }, h("h2", t("ui.mine.title")), h("p.muted", t("ui.mine.loading")));
  root.append(h("div.lobby", box));
  const seats = knownGames().slice(0, 50).map((id) => ({ game: id, token: tokenFor(id) })).filter((s) => s.token);
  api.myGames(seats).then((res) => {
    const finished = res.games.filter((g) => g.game.over);
    const running = res.games.filter((g) => !g.game.over);
    clear(box).append(h("h2", t("ui.mine.title")),
      h("h3", t("ui.lobby.finished")), list(finished, true),
      h("h3", t("ui.lobby.running")), list(running, false));
  }).catch((e) => {
    clear(box).append(h("h2", t("ui.mine.title")), h("p.error", tf("ui.mine.no-list", { why: e.message })));
  });
  return { destroy() {} };
}

function list(games, finished) {
  if (games.length === 0) return h("p.muted.empty", t("ui.lobby.none"));
  return h("ul.game-list", games.map(({ seat, game: g }) => {
    let outcome = tf("ui.lobby.move-n", { n: g.n });
    if (finished) {
      const winners = g.result && g.result.winners ? g.result.winners : [];
      const score = g.result && g.result.scores ? " · " + tf("ui.mine.your-score", { score: g.result.scores[seat] }) : "";
      outcome = (winners.includes(seat) ? t("ui.mine.won") : winners.length ? tf("ui.lobby.won-by", { who: winners.map(seatName).join(t("ui.lobby.and")) }) : t("ui.lobby.over")) + score;
    }
    return h("li.game-row.my-game", { dataset: { id: g.id, seat } },
      h("span.game-name", titleCase(g.game)), h("code.game-id", g.id),
      h("span.seat-chip", seatName(seat)), h("span.status.muted", outcome),
      h("span.actions", h("a.button", { href: "/game/" + g.id + (finished ? "?replay" : ""), "data-nav": true }, finished ? t("ui.lobby.replay") : t("ui.lobby.play"))));
  }));
}
