// The log explains itself: a log line whose event names components of
// the game (ids in its data: a room, a card, an enemy, a space…) gets one
// tooltip with a part for each, in the page's language. Each game's
// explain module (games/*-explain.js) tells the parts of an event; this
// module finds the lines and sets their tips, on the table and the replay.
import { eventOf } from "./panels.js";
import { tipParts } from "./tips.js";

// MOST_PARTS is how many components one line's tip explains at the most
// (a setup line can name a dozen).
const MOST_PARTS = 4;

// dataValues yields [field, value] for every string and object in an
// event's data, inside lists and objects, in order: field is the name of
// the field that holds the value (a list's items share its name).
export function* dataValues(v, field = "") {
  if (Array.isArray(v)) {
    for (const x of v) yield* dataValues(x, field);
  } else if (v && typeof v === "object") {
    if (field) yield [field, v];
    for (const [k, x] of Object.entries(v)) yield* dataValues(x, k);
  } else if (typeof v === "string") {
    yield [field, v];
  }
}

// tipLog gives each line of the log under root that has no tip yet the
// tip of the components its event names: partsOf(ev) returns [key, lines]
// pairs, a part once per key however often the event names it.
export function tipLog(root, partsOf) {
  for (const li of root.querySelectorAll("#log-list>.log-item:not([data-tipped])")) {
    li.dataset.tipped = "true";
    const ev = eventOf(li);
    const text = li.querySelector(".log-text");
    if (!ev || !text) continue;
    const parts = new Map();
    for (const [key, lines] of partsOf(ev)) {
      if (!parts.has(key) && parts.size < MOST_PARTS) parts.set(key, lines);
    }
    tipParts(text, [...parts.values()]);
  }
}
