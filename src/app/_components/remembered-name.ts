/**
 * The player's name, remembered on this device only to fill the name field next time (the
 * home page's "Gioca contro il computer" and a seat's "Come ti chiami?"); never sent unasked.
 */
const STORAGE_KEY = "burraco-parole:nome";

/** As the API allows (SEAT_NAME_MAX). */
export const NAME_MAX = 32;

export function rememberedName(): string {
  try {
    return typeof window === "undefined" ? "" : (window.localStorage.getItem(STORAGE_KEY) ?? "");
  } catch {
    return "";
  }
}

export function rememberName(name: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, name);
  } catch {
    // Private browsing: nothing to remember, nothing lost.
  }
}
