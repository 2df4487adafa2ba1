// Per-game table renderers, chosen by game name. A renderer module's default
// export is an object with:
//   createTable(root, ctx) -> { update(frame), destroy() }   draws the board
//   formatEvent(ev, ctx), promptText(prompt)                 only the generic
//                       renderer's, for a game the server has no words for
//                       (the server tells the log and the decision: narrate)
//   optionTargets(option, frame) -> [target keys]           board spots to click
// Board elements carry data-target="key"; the page marks the ones an option
// names and plays the option when one is clicked. Unknown games get the
// generic renderer (a readable tree of the view).
import generic from "./generic.js";
import { t, tf } from "../words.js";

const loaders = {
  outlive: () => import("./outlive.js"),
  fallout: () => import("./fallout.js"),
};

// rendererFor loads the renderer of game name, or the generic one.
export async function rendererFor(name) {
  const load = loaders[name];
  if (!load) return generic;
  try {
    const mod = await load();
    return { ...generic, ...mod.default };
  } catch (e) {
    console.error("renderer for", name, "failed to load:", e);
    return generic;
  }
}

const COLORS = ["#d9483b", "#3d84d6", "#46a85a", "#e3b22b", "#9a5bd0", "#e07a2e"];

// playerNames are the display names the players of the game on screen
// gave their seats ("" for none); see setPlayerNames.
let playerNames = [];

// setPlayerNames sets the display names of the game on screen ([] when
// none is).
export function setPlayerNames(names) {
  playerNames = Array.isArray(names) ? names.slice() : [];
}

// colourName is a seat's colour as its name.
export const colourName = (seat) => (seat >= 0 ? t("ui.seat" + (seat % 4)) : t("ui.spectator"));
// seatName is the name a seat goes by at the table: its player's name, or
// its colour.
export const seatName = (seat) => (seat >= 0 && playerNames[seat] ? playerNames[seat] : colourName(seat));
// seatColor is a seat's colour.
export const seatColor = (seat) => (seat >= 0 ? COLORS[seat % COLORS.length] : "#888");
// seatPanel is the attributes of the panel of a seat's board (what names
// it, such as "board"): the seat's colour, "own" for the viewer's seat,
// "to-move" while it decides, any extra classes, and a label.
export const seatPanel = (seat, v, me, what, ...extra) => ({
  class: [seat === me && "own", v.to_move === seat && !v.over && "to-move", ...extra],
  style: { "--seat": seatColor(seat) },
  dataset: { seat },
  "aria-label": tf("ui.seat-panel", { seat: seatName(seat), what: t("ui.panel." + what) }),
});
