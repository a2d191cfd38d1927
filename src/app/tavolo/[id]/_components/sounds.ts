/**
 * Optional sounds (issue #18), off until the player turns them on: a soft tick for each move
 * at the table, two notes when it is the player's turn. Made with Web Audio (no file to
 * download); the choice is kept in this browser.
 */
const KEY = "burraco-parole:suoni";

let context: AudioContext | null = null;

export function soundsOn(): boolean {
  return typeof localStorage !== "undefined" && localStorage.getItem(KEY) === "on";
}

/**
 * Turns the sounds on or off: called from the player's click, the gesture a browser needs
 * before it lets a page play sound (the audio is started here, not on a move).
 */
export function setSounds(on: boolean): void {
  localStorage.setItem(KEY, on ? "on" : "off");
  if (on) wakeAudio();
}

/** Starts (or resumes) the audio: only from a gesture of the player's (a click, a key). */
export function wakeAudio(): void {
  if (!soundsOn() || typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  if (context.state === "suspended") void context.resume();
}

function tone(frequency: number, at: number, length: number, volume: number): void {
  // Before the player's first gesture on this page the browser keeps the audio asleep: no sound.
  if (context === null || context.state !== "running") return;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = frequency;
  const start = context.currentTime + at;
  gain.gain.setValueAtTime(volume, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + length);
}

/** A move was made at the table. */
export function playMoveSound(): void {
  tone(660, 0, 0.08, 0.05);
}

/** It is the player's turn. */
export function playTurnSound(): void {
  tone(523, 0, 0.15, 0.08);
  tone(784, 0.12, 0.2, 0.08);
}
