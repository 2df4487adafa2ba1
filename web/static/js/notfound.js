// The page of a path the site does not have, in the page's language.
import { h, clear } from "./dom.js";
import { t } from "./words.js";

// showNotFound draws the page into root.
export function showNotFound(root) {
  document.title = t("ui.not-found.title") + " — wasteland";
  clear(root).append(h("div.panel.error-page", { id: "not-found" },
    h("h2", t("ui.not-found.title")),
    h("p", t("ui.not-found.text"), " ", h("code", location.pathname)),
    h("p", h("a.button", { href: "/", "data-nav": true }, t("ui.back-lobby")))));
  return null;
}
