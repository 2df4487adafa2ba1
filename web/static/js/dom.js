// Tiny DOM helpers shared by every screen. No framework: screens rebuild
// their parts from data with h() and svg().

const SVG_NS = "http://www.w3.org/2000/svg";

// h builds an HTML element: h("div.card.big", {onclick, title}, child, ...).
// Children may be strings, numbers, nodes, arrays or null/false (skipped).
export function h(tag, attrs, ...children) {
  if (!isAttrs(attrs)) {
    children.unshift(attrs);
    attrs = null;
  }
  const [name, ...classes] = tag.split(".");
  const el = document.createElement(name || "div");
  if (classes.length) el.className = classes.join(" ");
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

// svg builds an SVG element the same way.
export function svg(tag, attrs, ...children) {
  if (!isAttrs(attrs)) {
    children.unshift(attrs);
    attrs = null;
  }
  const [name, ...classes] = tag.split(".");
  const el = document.createElementNS(SVG_NS, name);
  if (classes.length) el.setAttribute("class", classes.join(" "));
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

// isAttrs tells an attributes object from a child (text, node or list).
function isAttrs(x) {
  return x !== null && typeof x === "object" && !Array.isArray(x) && !(x instanceof Node);
}

function setAttrs(el, attrs) {
  if (!attrs) return;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") {
      el.addEventListener(k.slice(2), v);
    } else if (k === "class") {
      const extra = Array.isArray(v) ? v.filter(Boolean).join(" ") : v;
      if (extra) el.setAttribute("class", ((el.getAttribute("class") || "") + " " + extra).trim());
    } else if (k === "style" && typeof v === "object") {
      for (const [p, pv] of Object.entries(v)) el.style.setProperty(p, pv);
    } else if (k === "dataset") {
      for (const [p, pv] of Object.entries(v)) el.dataset[p] = pv;
    } else if (v === true) {
      el.setAttribute(k, "");
    } else {
      el.setAttribute(k, String(v));
    }
  }
}

function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

// clear empties a node and returns it.
export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

// titleCase turns a content id such as "access-card" into "Access card".
export function titleCase(id) {
  if (!id) return "";
  const s = String(id).replace(/[-_]+/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// toast shows a short message at the bottom of the screen.
export function toast(message, kind = "info") {
  let box = document.getElementById("toasts");
  if (!box) {
    box = h("div", { id: "toasts", role: "status", "aria-live": "polite" });
    document.body.append(box);
  }
  const t = h("div.toast", { class: "toast-" + kind }, message);
  box.append(t);
  setTimeout(() => t.remove(), kind === "error" ? 6000 : 3000);
}

// copyText copies text to the clipboard, falling back to a hidden textarea
// where the Clipboard API is not allowed (plain http on another host).
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const ta = h("textarea", { style: { position: "fixed", left: "-1000px" } }, text);
    document.body.append(ta);
    ta.select();
    let ok = false;
    try { ok = document.execCommand("copy"); } catch { ok = false; }
    ta.remove();
    return ok;
  }
}
