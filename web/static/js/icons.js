// Hand-drawn SVG symbols, put into the page once and used with icon(name).
import { svg } from "./dom.js";

const SYMBOLS = {
  // resources
  wood: `<rect x="3" y="8" width="18" height="9" rx="4.5" fill="#8a5a2b" stroke="#3b2410" stroke-width="1.3"/>
    <ellipse cx="18" cy="12.5" rx="3" ry="4.5" fill="#d9a86a" stroke="#3b2410" stroke-width="1.2"/>
    <ellipse cx="18" cy="12.5" rx="1.3" ry="2" fill="none" stroke="#8a5a2b" stroke-width="0.9"/>`,
  metal: `<path d="M3 16 L7 8 H19 L21 16 Z" fill="#a9b3bb" stroke="#38424a" stroke-width="1.3"/>
    <path d="M3 16 H21 V18.5 H3 Z" fill="#6f7a83" stroke="#38424a" stroke-width="1.1"/>
    <path d="M8 10 H17" stroke="#eef3f6" stroke-width="1.2"/>`,
  electronics: `<rect x="6" y="6" width="12" height="12" rx="1.5" fill="#2f6b4f" stroke="#12301f" stroke-width="1.3"/>
    <rect x="9" y="9" width="6" height="6" fill="#c9a227"/>
    <path d="M9 3v3M12 3v3M15 3v3M9 18v3M12 18v3M15 18v3M3 9h3M3 12h3M3 15h3M18 9h3M18 12h3M18 15h3" stroke="#c9c9c9" stroke-width="1.3"/>`,
  meat: `<path d="M14.5 3.5c3.6 0 6 2.6 6 5.8 0 4.4-4.4 7.2-8.2 6.4l-3.6 3.6a2 2 0 1 1-2.8-2.8l-1.4-1.4a2 2 0 1 1 2.8-2.8l3.6-3.6C10.2 5.8 11.5 3.5 14.5 3.5z" fill="#b5452f" stroke="#4a160d" stroke-width="1.2"/>
    <path d="M14 6.5c2 0 3.5 1.3 3.5 3" stroke="#f0a08a" stroke-width="1.2" fill="none"/>`,
  water: `<path d="M12 2.8C12 2.8 5.5 10.4 5.5 14.6a6.5 6.5 0 0 0 13 0C18.5 10.4 12 2.8 12 2.8z" fill="#3d8fd1" stroke="#123e63" stroke-width="1.3"/>
    <path d="M9 14.5a3 3 0 0 0 3 3" stroke="#cfe9ff" stroke-width="1.4" fill="none"/>`,
  cans: `<rect x="6" y="4" width="12" height="16" rx="2" fill="#c0c6cc" stroke="#3a4147" stroke-width="1.3"/>
    <rect x="6" y="8" width="12" height="8" fill="#d2752b"/>
    <path d="M6 6h12M6 18h12" stroke="#3a4147" stroke-width="0.9"/>`,
  ammo: `<path d="M7 9c0-3 1.2-5.5 2.5-6.5C10.8 3.5 12 6 12 9v11H7z" fill="#d4a531" stroke="#4d3a0b" stroke-width="1.2"/>
    <path d="M12.5 9c0-3 1.2-5.5 2.5-6.5C16.3 3.5 17.5 6 17.5 9v11h-5z" fill="#d4a531" stroke="#4d3a0b" stroke-width="1.2"/>
    <path d="M7 13h5M12.5 13h5" stroke="#8c6a1c" stroke-width="1.3"/>`,
  algae: `<path d="M12 21c0-6-4-8-4-13M12 21c0-5 4-7 4-12M12 21V6" stroke="#3aa35a" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  empty: `<rect x="4" y="4" width="16" height="16" rx="2" fill="none" stroke="#776" stroke-width="1.3" stroke-dasharray="2 2"/>`,
  // people and markers
  survivor: `<circle cx="12" cy="6.5" r="3.6" fill="currentColor" stroke="#111" stroke-width="1"/>
    <path d="M5.5 21c0-5 2.6-9 6.5-9s6.5 4 6.5 9z" fill="currentColor" stroke="#111" stroke-width="1"/>`,
  hero: `<path d="M12 1.8a4 4 0 0 1 4 4 4 4 0 0 1-1.6 3.2L20 11.5l-1 3.3-3.4-1.2 1.8 8.6H14l-2-5.2-2 5.2H6.6l1.8-8.6L5 14.8l-1-3.3L9.6 9A4 4 0 0 1 8 5.8a4 4 0 0 1 4-4z" fill="currentColor" stroke="#111" stroke-width="1.1" stroke-linejoin="round"/>`,
  radiation: `<circle cx="12" cy="12" r="10" fill="#f2c811" stroke="#222" stroke-width="1.2"/>
    <circle cx="12" cy="12" r="1.9" fill="#222"/>
    <path d="M12 12 L7.2 3.9 A9 9 0 0 1 16.8 3.9 Z M12 12 L21.2 12.6 A9 9 0 0 1 16.4 20.4 Z M12 12 L7.6 20.4 A9 9 0 0 1 2.8 12.6 Z" fill="#222" transform="rotate(0 12 12)"/>
    <circle cx="12" cy="12" r="3.3" fill="#f2c811"/><circle cx="12" cy="12" r="1.9" fill="#222"/>`,
  gear: `<path d="M10.3 2h3.4l.5 2.6 1.9.8 2.2-1.5 2.4 2.4-1.5 2.2.8 1.9 2.6.5v3.4l-2.6.5-.8 1.9 1.5 2.2-2.4 2.4-2.2-1.5-1.9.8-.5 2.6h-3.4l-.5-2.6-1.9-.8-2.2 1.5-2.4-2.4 1.5-2.2-.8-1.9L2 13.7v-3.4l2.6-.5.8-1.9-1.5-2.2 2.4-2.4 2.2 1.5 1.9-.8z" fill="currentColor" stroke="#222" stroke-width="1"/><circle cx="12" cy="12" r="3.2" fill="#222"/>`,
  crack: `<path d="M13 2l-3 7 4 2-4 6 2 5" stroke="#e33" stroke-width="2.2" fill="none" stroke-linejoin="round"/>`,
  shield: `<path d="M12 2.5l8 3v6c0 5-3.6 8.6-8 10-4.4-1.4-8-5-8-10v-6z" fill="#5d8f4e" stroke="#1f3519" stroke-width="1.2"/><path d="M8 12l3 3 5-6" stroke="#fff" stroke-width="2" fill="none"/>`,
  skull: `<path d="M12 3c-4.4 0-8 3.2-8 7.5 0 2.6 1.3 4.4 3 5.4V19h2v-2h2v2h2v-2h2v2h1v-3.1c1.7-1 3-2.8 3-5.4C19 6.2 16.4 3 12 3z" fill="#e8e1cf" stroke="#222" stroke-width="1.1"/><circle cx="9" cy="11" r="1.8" fill="#222"/><circle cx="15" cy="11" r="1.8" fill="#222"/>`,
  first: `<path d="M6 5v14M19 5L9 12l10 7z" stroke="currentColor" stroke-width="2.2" fill="currentColor" stroke-linejoin="round"/>`,
  last: `<path d="M18 5v14M5 5l10 7-10 7z" stroke="currentColor" stroke-width="2.2" fill="currentColor" stroke-linejoin="round"/>`,
  back: `<path d="M17 5L7 12l10 7z" fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>`,
  forward: `<path d="M7 5l10 7-10 7z" fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>`,
  play: `<path d="M3 5l8 7-8 7zM12 5l8 7-8 7z" fill="currentColor"/>`,
  star: `<path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" fill="#f0c23b" stroke="#5c4405" stroke-width="1.1"/>`,
};

// installIcons puts the symbol sprite into the page (once).
export function installIcons() {
  if (document.getElementById("icon-sprite")) return;
  const defs = Object.entries(SYMBOLS)
    .map(([name, body]) => `<symbol id="i-${name}" viewBox="0 0 24 24">${body}</symbol>`)
    .join("");
  const holder = document.createElement("div");
  holder.innerHTML = `<svg id="icon-sprite" xmlns="http://www.w3.org/2000/svg" style="display:none">${defs}</svg>`;
  document.body.prepend(holder.firstChild);
}

// hasIcon reports whether a symbol exists for name.
export const hasIcon = (name) => Object.prototype.hasOwnProperty.call(SYMBOLS, name);

// icon returns an <svg> that shows the named symbol.
export function icon(name, cls = "") {
  const use = svg("use", { href: "#i-" + (hasIcon(name) ? name : "empty") });
  return svg("svg", { class: ["icon", cls], viewBox: "0 0 24 24", "aria-hidden": "true" }, use);
}
