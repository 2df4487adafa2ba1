// The page's words: its labels, buttons and headings come from the
// server's catalogs (GET /api/v1/words) in the chosen language; the
// narration of the game (log lines, the decision, option labels) comes in
// the server's frames. The choice of language is kept in localStorage;
// without one the server follows the browser's Accept-Language.
const KEY = "wasteland.lang";

let words = {};
let lang = "en";
let langs = ["en"];

// chosenLang is the language the reader picked, or "" to follow the browser.
export function chosenLang() {
  try {
    return localStorage.getItem(KEY) || "";
  } catch {
    return "";
  }
}

// loadWords fetches the page's words in the chosen language.
export async function loadWords() {
  const q = chosenLang() ? "?lang=" + encodeURIComponent(chosenLang()) : "";
  try {
    const res = await fetch("/api/v1/words" + q);
    const d = await res.json();
    words = d.words || {};
    lang = d.lang || "en";
    langs = d.langs || [lang];
  } catch {
    words = {};
  }
  document.documentElement.lang = lang;
}

// t is the page's word for key (the key itself when the catalogs lack it).
export const t = (key) => words[key] || key;

// term is a game term of the glossary in the page's language (the name
// of a place, a deck); other names stay as they are.
export const term = (en) => words["term." + en] || en;

// known reports whether the catalogs have a word for key.
export const known = (key) => Object.prototype.hasOwnProperty.call(words, key);

// tf is the page's word for key with its fields filled: each {{.name}} of
// the catalog's text replaced by data[name].
export const tf = (key, data) => t(key).replace(/\{\{\.(\w+)\}\}/g, (m, name) => (name in data ? String(data[name]) : m));

// currentLang is the language the page speaks.
export const currentLang = () => lang;

// languageSwitcher is the select that changes the page's language; the
// choice persists and the page reloads in it.
export function languageSwitcher() {
  const sel = document.createElement("select");
  sel.id = "lang-switch";
  sel.setAttribute("aria-label", t("ui.lang"));
  for (const l of langs) {
    const o = document.createElement("option");
    o.value = l;
    o.textContent = t("ui.lang." + l);
    o.selected = l === lang;
    sel.append(o);
  }
  sel.addEventListener("change", () => {
    try {
      localStorage.setItem(KEY, sel.value);
    } catch {
      // storage disabled: the choice lasts for this page only
    }
    location.reload();
  });
  return sel;
}
