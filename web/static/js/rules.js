// The rules reference: /rules/{game} shows every rule of the game by
// topic, each under its rule id, in the page's language (GET
// /api/v1/rules/{game}). A search box filters by id or words. The address
// /rules/{game}#RULE-ID (the log's links) scrolls to that rule and
// highlights it.
import { h, clear, titleCase } from "./dom.js";
import * as api from "./api.js";
import { t, tf } from "./words.js";

// rulesLink is the link to game's rules reference; from a table it opens
// beside the game (a new tab), elsewhere in place.
export function rulesLink(game, { beside = false } = {}) {
  const attrs = { href: "/rules/" + encodeURIComponent(game), class: "rules-link", "data-rules": game };
  if (beside) Object.assign(attrs, { target: "_blank", rel: "noopener" });
  else attrs["data-nav"] = true;
  return h("a", attrs, t("ui.rules.link"));
}

// rulesLinks is the lobby's line of links, one per game.
export function rulesLinks(games) {
  return h("p.rules-links", { id: "rules-links" }, t("ui.rules.link") + ": ",
    games.map((g, i) => [i ? " · " : "", h("a", { href: "/rules/" + encodeURIComponent(g), "data-nav": true, "data-rules": g }, titleCase(g))]));
}

// showRules draws game's reference into root.
export function showRules(root, game) {
  const page = { destroyed: false };
  document.title = "wasteland — " + tf("ui.rules.title", { game: titleCase(game) });
  root.append(h("p.loading", t("ui.rules.loading")));
  // A link within the page changes the fragment (hashchange); the page's
  // own navigation pushes the address (popstate).
  const onHash = () => showTarget(root);
  window.addEventListener("hashchange", onHash);
  window.addEventListener("popstate", onHash);
  api.rules(game).then((ref) => {
    if (page.destroyed) return;
    draw(clear(root), game, ref);
    showTarget(root);
  }).catch((e) => {
    if (page.destroyed) return;
    clear(root).append(h("div.panel.error-page", h("h2", t("ui.rules.cannot")), h("p", e.message),
      h("p", h("a.button", { href: "/", "data-nav": true }, t("ui.back-lobby")))));
  });
  return {
    followsHash: true,
    destroy() {
      page.destroyed = true;
      window.removeEventListener("hashchange", onHash);
      window.removeEventListener("popstate", onHash);
    },
  };
}

// draw builds the page: heading, search box, contents and the topics.
function draw(root, game, ref) {
  const search = h("input", { type: "search", id: "rules-search", placeholder: t("ui.rules.search-hint"),
    "aria-label": t("ui.rules.search"), autocomplete: "off" });
  const none = h("p.rules-none", { id: "rules-none", hidden: true }, t("ui.rules.none"));
  // The list of topics: open beside the rules on a wide screen, folded
  // above them on a phone.
  const contents = h("nav.rules-contents", { "aria-label": t("ui.rules.contents") },
    h("details", { open: !matchMedia("(max-width: 760px)").matches },
      h("summary", h("h2", t("ui.rules.contents"))),
      h("ol", ref.topics.map((tp) => h("li", h("a", { href: "#topic-" + tp.id }, tp.title))))));
  const topics = ref.topics.map((tp) => h("section.rules-topic", { id: "topic-" + tp.id, "data-topic": tp.id },
    h("h2", tp.title),
    tp.rules.map((r) => h("article.rule", { id: r.id, "data-find": (r.id + " " + r.title + " " + r.text + " " + tp.title).toLowerCase() },
      h("h3", h("a.rule-id", { href: "#" + r.id }, h("code", r.id)), " ", h("span.rule-title", r.title)),
      h("p", r.text)))));
  root.append(h("div.rules-page", { id: "rules-page", "data-game": game },
    h("header.rules-head",
      h("h1", tf("ui.rules.title", { game: titleCase(game) })),
      h("label.rules-search", h("span", t("ui.rules.search")), search)),
    none,
    h("div.rules-body", contents, h("div.rules-topics", topics))));
  search.addEventListener("input", () => filter(root, search.value));
}

// filter shows the rules whose id, title, text or topic holds every word
// of query (any case), the topics that keep a rule, and says so when none
// matches.
function filter(root, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const sec of root.querySelectorAll(".rules-topic")) {
    let inTopic = 0;
    for (const art of sec.querySelectorAll(".rule")) {
      const hit = words.every((w) => art.dataset.find.includes(w));
      art.hidden = !hit;
      if (hit) inTopic++;
    }
    sec.hidden = inTopic === 0;
    shown += inTopic;
  }
  const none = root.querySelector("#rules-none");
  none.textContent = t("ui.rules.none");
  none.hidden = shown > 0;
}

// showTarget scrolls to the rule (or topic) the address names and
// highlights it; a search that hides it is cleared first. An id the
// reference lacks is said so.
function showTarget(root) {
  const id = decodeURIComponent(location.hash.slice(1));
  const page = root.querySelector("#rules-page");
  if (!id || !page) return;
  for (const old of root.querySelectorAll(".rule-target")) old.classList.remove("rule-target");
  const el = document.getElementById(id);
  const note = root.querySelector("#rules-none");
  if (!el || !page.contains(el)) {
    note.textContent = tf("ui.rules.unknown", { id });
    note.hidden = false;
    return;
  }
  note.textContent = t("ui.rules.none");
  const search = root.querySelector("#rules-search");
  if (el.hidden || (el.closest(".rules-topic") || el).hidden) {
    search.value = "";
    filter(root, "");
  }
  el.classList.add("rule-target");
  el.scrollIntoView({ block: "center" });
}
