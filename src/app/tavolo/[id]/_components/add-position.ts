/**
 * Adding to a meld (legare, Art. 4.2): the picked cards go in as a block before the meld,
 * after it, or between two of its letters. The engine takes the cards and the resulting word
 * and arranges the cards itself; the UI only builds the word.
 */

/** The word with `letters` put in at `position` (0 = before the first letter). */
export function insertAt(word: string, letters: string, position: number): string {
  const at = Math.max(0, Math.min(word.length, position));
  return word.slice(0, at) + letters + word.slice(at);
}

/** "prima di CASA", "tra CA e SA", "dopo CASA". */
export function positionLabel(word: string, position: number): string {
  if (position <= 0) return `prima di ${word}`;
  if (position >= word.length) return `dopo ${word}`;
  return `tra ${word.slice(0, position)} e ${word.slice(position)}`;
}
