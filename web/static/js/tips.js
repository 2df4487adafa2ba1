// Tooltips for the table's components: an element with data-tip shows its
// text in one floating box on hover, on keyboard focus, and on a long
// press on a touch screen (the press then does not click). The texts are
// set by each game's explain module (games/*-explain.js).
import { h } from "./dom.js";

const LONG_PRESS_MS = 450;

let box = null;

function tipBox() {
  if (!box || !box.isConnected) {
    box = h("div.tip", { id: "tip", role: "tooltip", hidden: true });
    document.body.append(box);
  }
  return box;
}

// showTip shows the tip of el next to it.
function showTip(el) {
  const text = el.dataset.tip;
  if (!text) return;
  const b = tipBox();
  // A tip of several components (a log line's) has a part for each,
  // apart by an empty line; each part's first line is its heading.
  const part = (p) => p.split("\n").map((line, i) => h(i === 0 ? "b" : "span", line));
  const parts = text.split("\n\n");
  b.replaceChildren(...(parts.length > 1 ? parts.map((p) => h("div.tip-part", part(p))) : part(text)));
  b.hidden = false;
  const r = el.getBoundingClientRect();
  const w = Math.min(320, window.innerWidth - 16);
  b.style.maxWidth = w + "px";
  const left = Math.max(8, Math.min(window.innerWidth - w - 8, r.left + r.width / 2 - w / 2));
  const below = r.bottom + 8 + b.offsetHeight < window.innerHeight;
  b.style.left = left + window.scrollX + "px";
  b.style.top = (below ? r.bottom + 8 : Math.max(8, r.top - 8 - b.offsetHeight)) + window.scrollY + "px";
  el.setAttribute("aria-describedby", "tip");
}

// hideTip hides the tip.
function hideTip() {
  if (box) box.hidden = true;
}

// installTips makes the components under root show their tips; it returns
// a function that removes the handlers.
export function installTips(root) {
  const tipOf = (t) => (t instanceof Element ? t.closest("[data-tip]") : null);
  let timer = 0;
  let pressed = null;
  const on = [
    ["pointerover", (e) => { if (e.pointerType === "mouse") { const el = tipOf(e.target); if (el) showTip(el); } }],
    ["pointerout", (e) => { if (e.pointerType === "mouse" && !tipOf(e.relatedTarget)) hideTip(); }],
    ["focusin", (e) => { const el = tipOf(e.target); if (el) showTip(el); else hideTip(); }],
    ["focusout", () => hideTip()],
    ["touchstart", (e) => {
      const el = tipOf(e.target);
      clearTimeout(timer);
      pressed = null;
      if (el) timer = setTimeout(() => { pressed = el; showTip(el); }, LONG_PRESS_MS);
    }],
    ["touchmove", () => clearTimeout(timer)],
    ["touchend", (e) => {
      clearTimeout(timer);
      if (pressed) e.preventDefault(); // a long press shows the tip; it does not play
    }],
    ["contextmenu", (e) => { if (pressed) e.preventDefault(); }],
  ];
  for (const [k, f] of on) root.addEventListener(k, f, { passive: k !== "touchend" && k !== "contextmenu" });
  const away = (e) => { if (!tipOf(e.target)) hideTip(); };
  document.addEventListener("pointerdown", away);
  return () => {
    for (const [k, f] of on) root.removeEventListener(k, f);
    document.removeEventListener("pointerdown", away);
    hideTip();
  };
}

// tip sets el's tip: a heading line and more lines; the element's own
// title, if any, becomes the last line (so that the browser's own tooltip
// does not show as well).
export function tip(el, head, ...lines) {
  if (!el) return;
  const own = el.getAttribute("title");
  if (own) {
    el.removeAttribute("title");
    el.dataset.state = own;
  }
  // An SVG element's own tooltip is its <title> child.
  const svgTitle = el instanceof SVGElement ? [...el.children].find((c) => c.tagName === "title") : null;
  if (svgTitle) {
    el.dataset.state = svgTitle.textContent;
    svgTitle.remove();
  }
  const state = el.dataset.state;
  el.dataset.tip = [head, ...lines, state && state !== head ? state : ""].filter(Boolean).join("\n");
}

// tipParts sets el's tip to one part for each component of parts, each a
// heading line and more lines (empty lines are left out); an element with
// no part keeps no tip.
export function tipParts(el, parts) {
  const text = parts.map((lines) => lines.filter(Boolean).join("\n")).filter(Boolean).join("\n\n");
  if (text) el.dataset.tip = text;
  else delete el.dataset.tip;
}
