// The table explains itself: after every frame, the game's explain module
// (games/<game>-explain.js) gives each component of the board its tooltip,
// adds the panels that show the game's own forecasts and rolls (computed
// by the server, never here), and warns on the options that start
// something the player may not expect.
import { installTips } from "./tips.js";

const modules = {
  outlive: () => import("./games/outlive-explain.js"),
  fallout: () => import("./games/fallout-explain.js"),
};

// explainer returns the explainer of game for a table whose board is
// board: explain(frame, decisionBox) after each frame is drawn, and
// destroy(). A game without an explain module gets one that does nothing.
export function explainer(game, board) {
  // The tips cover the whole table: the board, and the log's links.
  const remove = installTips(board.closest(".table-page") || board);
  let mod = null;
  let last = null;
  const load = modules[game] ? modules[game]().then((m) => { mod = m.default; if (last) mod.explain(board, ...last); }) : null;
  return {
    explain(frame, decision) {
      last = [frame, decision];
      if (mod) mod.explain(board, frame, decision);
    },
    ready: load || Promise.resolve(),
    destroy: remove,
  };
}
