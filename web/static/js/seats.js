// Where a seat's token lives on this device. The join link carries it in the
// URL fragment (#token=…); the page keeps it per game in sessionStorage (this
// tab) and localStorage (this browser), so closing the tab and opening the
// game again restores the seat.

const key = (id) => "wasteland.token." + id;

function store(kind) {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

// tokenFromHash reads #token=… from the current URL fragment.
export function tokenFromHash() {
  const params = new URLSearchParams(location.hash.replace(/^#/, ""));
  return params.get("token") || "";
}

// rememberToken keeps token as this device's seat in game id.
export function rememberToken(id, token) {
  for (const kind of ["session", "local"]) {
    const s = store(kind);
    if (s) s.setItem(key(id), token);
  }
}

// forgetToken drops the stored seat of game id.
export function forgetToken(id) {
  for (const kind of ["session", "local"]) {
    const s = store(kind);
    if (s) s.removeItem(key(id));
  }
}

// tokenFor picks the seat token for game id: the link's fragment first, then
// this tab's, then this browser's.
export function tokenFor(id) {
  const fromHash = tokenFromHash();
  if (fromHash) {
    rememberToken(id, fromHash);
    return fromHash;
  }
  for (const kind of ["session", "local"]) {
    const s = store(kind);
    const t = s && s.getItem(key(id));
    if (t) return t;
  }
  return "";
}

// knownGames lists the game ids this browser holds a seat for.
export function knownGames() {
  const s = store("local");
  if (!s) return [];
  const out = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k && k.startsWith("wasteland.token.")) out.push(k.slice("wasteland.token.".length));
  }
  return out;
}
