// The ways to play a game the lobby offers (the catalog's modes: the
// standard game, solo, each variant), each with its player counts.
import { h, clear } from "./dom.js";
import { t, tf } from "./words.js";

// modesOf is a catalog game's modes.
export const modesOf = (game) => game.modes;

// modeLabel names a mode with its player counts.
export function modeLabel(m) {
  const players = m.min_players === m.max_players && m.min_players === 1
    ? t("ui.mode.one")
    : tf("ui.mode.players", { min: m.min_players, max: m.max_players });
  return t("ui.mode." + m.id) + " (" + players + ")";
}

// fillModes offers game's modes in sel, keeping the chosen one when the
// game has it.
export function fillModes(sel, game) {
  const keep = sel.value;
  const modes = modesOf(game);
  clear(sel).append(...modes.map((m) => h("option", { value: m.id, selected: m.id === keep }, modeLabel(m))));
}

// chosenMode is the mode sel names for game.
export function chosenMode(sel, game) {
  const modes = modesOf(game);
  return modes.find((m) => m.id === sel.value) || modes[0];
}

// fitMode is the mode of game for n players: the chosen one when it takes
// n, else one of the same variant that does (the standard game and solo),
// which sel then names.
export function fitMode(sel, game, n) {
  const m = chosenMode(sel, game);
  if (!(n >= m.min_players && n <= m.max_players)) {
    const fit = modesOf(game).find((o) => o.variant === m.variant && n >= o.min_players && n <= o.max_players);
    if (fit) {
      sel.value = fit.id;
      return fit;
    }
  }
  return m;
}
