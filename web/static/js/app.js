// Entry point: picks the screen from the path. "/" is the lobby,
// "/game/{id}" a table (with "?replay" the step-by-step replay), "/mine"
// the games of this browser, "/rules/{game}" the game's rules reference;
// any other path is a page that is not there.
import { installIcons } from "./icons.js";
import { clear } from "./dom.js";
import { showLobby } from "./lobby.js";
import { showGame } from "./game.js";
import { showMine } from "./mine.js";
import { showNotFound } from "./notfound.js";
import { showRules } from "./rules.js";
import { navigate } from "./nav.js";
import { loadWords, languageSwitcher } from "./words.js";

let current = null;
let routed = "";

function route() {
  // A screen that follows its address's fragment itself (the rules
  // reference) stays when only the fragment changed.
  if (current && current.followsHash && location.pathname + location.search === routed) return;
  routed = location.pathname + location.search;
  if (current && current.destroy) current.destroy();
  current = null;
  const root = clear(document.getElementById("app"));
  clear(document.getElementById("topbar-info"));
  const m = location.pathname.match(/^\/game\/([a-z0-9]+)\/?$/i);
  if (m) {
    const replay = new URLSearchParams(location.search).has("replay");
    current = showGame(root, m[1], { replay });
  } else if (location.pathname.match(/^\/rules\/[a-z0-9-]+\/?$/i)) {
    current = showRules(root, location.pathname.split("/")[2]);
  } else if (location.pathname === "/mine") {
    current = showMine(root);
  } else if (location.pathname === "/") {
    current = showLobby(root);
  } else {
    current = showNotFound(root);
  }
}

window.addEventListener("popstate", route);
document.addEventListener("click", (ev) => {
  const a = ev.target.closest && ev.target.closest("a[data-nav]");
  if (!a || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.button !== 0) return;
  ev.preventDefault();
  navigate(a.getAttribute("href"));
});

installIcons();
loadWords().then(() => {
  // The switcher sits in a footer, clear of the sticky top bar.
  const foot = document.createElement("footer");
  foot.className = "langbar";
  foot.append(languageSwitcher());
  document.body.append(foot);
  route();
});
