/**
 * The computer's levels as the pages offer them: the names are src/bots' own (BOT_LEVELS),
 * each with one line saying how it plays, so a person can choose without trying them all.
 */
import { BOT_LEVELS, type BotLevel, computerName } from "~/bots/types";

export { BOT_LEVELS, type BotLevel, computerName };

export const LEVEL_DESCRIPTIONS: Record<BotLevel, string> = {
  principiante: "Parole brevi, gioca con calma: adatto a chi impara.",
  medio: "Cala tutto quello che trova.",
  esperto: "Pianifica i burrachi, sorveglia il monte scarti e chiude al momento giusto.",
};

/** "Esperto" for a label; the level itself stays lower case in running text ("Computer (esperto)"). */
export function levelLabel(level: BotLevel): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}
