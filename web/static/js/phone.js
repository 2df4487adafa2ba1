// The table on a small screen: the decision is a bottom sheet that stays
// on screen (the page keeps room for it below the board), and the board
// zooms (buttons, or two fingers) and pans inside its frame.
import { h } from "./dom.js";
import { t } from "./words.js";

// PHONE is the layout in which the decision is a bottom sheet (as in
// choices.css).
const PHONE = "(max-width: 980px)";

// keepSheetRoom keeps room below the page for the decision sheet, as high
// as the sheet, while the phone layout applies, so that the end of the
// page can scroll clear of it. It sets the page's padding only (no style
// the whole table inherits), and only when the height changed. It returns
// the function that stops it.
export function keepSheetRoom(page, sheet) {
  if (typeof ResizeObserver === "undefined" || !window.matchMedia) return () => {};
  const phone = window.matchMedia(PHONE);
  let room = "";
  const fit = () => {
    const want = phone.matches ? sheet.offsetHeight + 12 + "px" : "";
    if (want !== room) page.style.paddingBottom = room = want;
  };
  const ro = new ResizeObserver(fit);
  ro.observe(sheet);
  phone.addEventListener("change", fit);
  return () => {
    ro.disconnect();
    phone.removeEventListener("change", fit);
  };
}

const MIN = 1;
const MAX = 3;

// boardZoom makes area's board zoomable: it returns the bar of zoom
// buttons to put above it. Zoomed in, the board pans inside the area
// (scrolling, or dragging with a finger); two fingers pinch.
export function boardZoom(area) {
  let z = 1;
  const level = h("span.zoom-level", { id: "zoom-level" }, "100%");
  const set = (v, keepCenter = true) => {
    const old = z;
    z = Math.min(MAX, Math.max(MIN, Math.round(v * 100) / 100));
    const cx = area.scrollLeft + area.clientWidth / 2;
    const cy = area.scrollTop + area.clientHeight / 2;
    // The board keeps the layout it has at 100% and grows with the zoom,
    // so that it pans instead of flowing anew.
    if (old === 1) area.style.setProperty("--board-w", area.clientWidth + "px");
    area.style.setProperty("--board-zoom", String(z));
    area.classList.toggle("zoomed", z > 1);
    area.dataset.zoom = String(z);
    level.textContent = Math.round(z * 100) + "%";
    if (keepCenter && old !== z) {
      area.scrollLeft = (cx * z) / old - area.clientWidth / 2;
      area.scrollTop = (cy * z) / old - area.clientHeight / 2;
    }
  };
  let pinch = null;
  const dist = (ts) => Math.hypot(ts[0].clientX - ts[1].clientX, ts[0].clientY - ts[1].clientY);
  area.addEventListener("touchstart", (ev) => {
    if (ev.touches.length === 2) pinch = { d: dist(ev.touches), z };
  }, { passive: true });
  area.addEventListener("touchmove", (ev) => {
    if (!pinch || ev.touches.length !== 2) return;
    ev.preventDefault();
    set((pinch.z * dist(ev.touches)) / pinch.d);
  }, { passive: false });
  area.addEventListener("touchend", () => { pinch = null; }, { passive: true });
  const btn = (id, text, label, f) => h("button.zoom-btn", { type: "button", id, "aria-label": label, title: label, onclick: f }, text);
  return h("div.board-zoom", { id: "board-zoom", role: "group", "aria-label": t("ui.zoom") },
    btn("zoom-out", "−", t("ui.zoom.out"), () => set(z / 1.25)),
    level,
    btn("zoom-in", "+", t("ui.zoom.in"), () => set(z * 1.25)),
    btn("zoom-fit", "⤢", t("ui.zoom.fit"), () => set(1, false)));
}
