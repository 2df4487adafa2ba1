// The generic table: any game's view as a readable, foldable tree. Used for
// games without their own renderer, and as the defaults of every renderer.
import { h, clear, titleCase } from "../dom.js";
import { seatName } from "./registry.js";
import { t } from "../words.js";

// tree draws value; path (the keys from the root, dot-joined) names each
// node in data-path.
function tree(value, key, depth, path) {
  if (value === null || value === undefined) return leaf(key, path, h("span.null", "—"));
  if (Array.isArray(value)) {
    if (value.length === 0) return leaf(key, path, h("span.null", t("ui.generic.none")));
    if (value.every((v) => v === null || typeof v !== "object")) return leaf(key, path, value.map(String).join(", "));
    const items = value.map((v, i) => tree(v, `${key ? titleCase(key) + " " : ""}${i + 1}`, depth + 1, `${path}.${i}`));
    return h("details.tree", { open: depth < 2, dataset: { path } }, h("summary", titleCase(key), h("span.muted", ` (${value.length})`)), items);
  }
  if (typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return leaf(key, path, h("span.null", t("ui.generic.none")));
    const items = entries.map(([k, v]) => tree(v, k, depth + 1, path ? `${path}.${k}` : k));
    if (key === undefined) return h("div.tree-root", items);
    return h("details.tree", { open: depth < 2, dataset: { path } }, h("summary", titleCase(key)), items);
  }
  return leaf(key, path, String(value));
}

function leaf(key, path, val) {
  return h("div.tree-leaf", { dataset: { path } }, h("span.tree-key", titleCase(key)), h("span.tree-val", val));
}

function sentence(data) {
  if (data === null || data === undefined) return "";
  if (typeof data !== "object") return String(data);
  return Object.entries(data)
    .map(([k, v]) => `${k.replace(/_/g, " ")} ${typeof v === "object" ? JSON.stringify(v) : v}`)
    .join(", ");
}

export default {
  name: "generic",
  createTable(root) {
    const box = h("div.generic-table");
    root.append(box);
    return {
      update(frame) {
        clear(box).append(h("h2", t("ui.generic.table")), tree(frame.view, undefined, 0, ""));
      },
      destroy() { box.remove(); },
    };
  },
  formatEvent(ev) {
    const who = ev.data && typeof ev.data.seat === "number" ? seatName(ev.data.seat) + ": " : "";
    const rest = sentence(ev.data && typeof ev.data === "object" ? Object.fromEntries(Object.entries(ev.data).filter(([k]) => k !== "seat")) : ev.data);
    return `${who}${titleCase(ev.type)}${rest ? " — " + rest : ""}.`;
  },
  promptText(prompt) {
    return titleCase(prompt || "decision");
  },
  optionTargets() {
    return [];
  },
};
