// A sound and a browser notification when it becomes the reader's turn,
// opt-in: the toggle is kept in localStorage. The sound is made with
// WebAudio (two short tones), so the page ships no sound file; the
// notification shows only while the page is hidden and the browser allows
// it. Each alert counts in document.body.dataset.turnAlerts (for tests and
// people's tools).
import { h, toast } from "./dom.js";
import { t, tf } from "./words.js";

const KEY = "wasteland.turnAlert";

function enabled() {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

function setEnabled(on) {
  try {
    if (on) localStorage.setItem(KEY, "on");
    else localStorage.removeItem(KEY);
  } catch {
    // storage disabled: the choice lasts for this page
  }
}

let audio = null;

// chime plays two short rising tones.
function chime() {
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (!Ctx) return;
  try {
    audio = audio || new Ctx();
    if (audio.state === "suspended") audio.resume();
    const now = audio.currentTime;
    [660, 880].forEach((freq, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      const start = now + i * 0.16;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.15);
      osc.connect(gain).connect(audio.destination);
      osc.start(start);
      osc.stop(start + 0.16);
    });
  } catch {
    // no sound device: the notification (if any) still shows
  }
}

// TurnAlert watches the frames of a table and alerts when the reader's
// turn begins (not for the turn the page opened on).
export class TurnAlert {
  constructor(gameId) {
    this.gameId = gameId;
    this.mine = null; // unknown until the first frame
    this.box = h("input", { type: "checkbox", id: "turn-alert", checked: enabled(), onchange: () => this.toggle() });
    this.el = h("label.turn-alert", { title: t("ui.turn-alert") }, this.box, " ", t("ui.turn-alert"));
  }

  async toggle() {
    setEnabled(this.box.checked);
    if (!this.box.checked) return;
    chime(); // a click may start the audio context
    if (!window.Notification) return;
    if (Notification.permission === "default") {
      try {
        await Notification.requestPermission();
      } catch {
        // an old browser without the promise form: the sound alone
      }
    }
    if (Notification.permission === "denied") toast(t("ui.turn-alert.denied"), "info");
  }

  // update takes a state frame.
  update(frame) {
    this.el.hidden = frame.seat < 0; // a spectator has no turn
    const d = frame.decision;
    const mine = !frame.over && !!d && frame.seat >= 0 && d.seat === frame.seat && (d.options || []).length > 0;
    const began = this.mine === false && mine;
    this.mine = mine;
    if (!began || !enabled()) return;
    document.body.dataset.turnAlerts = String(Number(document.body.dataset.turnAlerts || 0) + 1);
    chime();
    if (document.hidden && window.Notification && Notification.permission === "granted") {
      try {
        new Notification(t("ui.turn-alert.title"), { body: tf("ui.turn-alert.body", { game: this.gameId }), tag: "wasteland-" + this.gameId });
      } catch {
        // a browser that allows notifications only from a service worker
      }
    }
  }
}
