/**
 * The dictionary as the UI asks for it. Thin on purpose: zod checks the input shape at
 * the edge, the Lexicon (src/lexicon) decides everything about words. Every call, each call
 * of a batch too, counts against the client address's bucket (src/server/api/limits.ts).
 */
import { z } from "zod";

import { CARD_LETTERS, PROFILE_NAMES } from "~/lexicon/types";
import { dictionaryLimiter } from "~/server/api/limits";
import { createTRPCRouter, limitedByAddress, publicProcedure } from "~/server/api/trpc";

/** Art. 1.2: 21 letters on the cards; a hand holds at most 22 cards (11 + a pozzetto of 11). */
export const MAX_FIND_LETTERS = 22;
export const MAX_WORD_LENGTH = 64;
export const MAX_FIND_LIMIT = 500;

const CARD_LETTER_RUN = new RegExp(`^[${CARD_LETTERS.join("")}]*$`);

const profile = z.enum(PROFILE_NAMES).default("torneo");
const wild = z.enum(["jolly", "pinella"]);

/** Card letters, any case, spaces ignored; upper-cased for the lexicon. */
function cardLetters(max: number) {
  return z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .max(max, { message: `Al massimo ${max} lettere.` })
        .regex(CARD_LETTER_RUN, {
          message: `Solo le lettere delle carte (${CARD_LETTERS.join(" ")}).`,
        }),
    );
}

export const checkInput = z.object({
  word: z.string().max(MAX_WORD_LENGTH),
  profile,
});

export const readingsInput = z.object({
  /** The meld's letters in word order, with at most one "?" for the wild: "CA?A". */
  pattern: z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .min(1)
        .max(MAX_WORD_LENGTH)
        .regex(new RegExp(`^[${CARD_LETTERS.join("")}?]+$`), {
          message: "Solo le lettere delle carte e un «?» per la matta.",
        })
        .refine((value) => value.split("?").length <= 2, {
          message: "Al massimo una matta (?) per combinazione (Art. 4.2).",
        }),
    ),
  wild,
  profile,
});

export const findInput = z.object({
  letters: cardLetters(MAX_FIND_LETTERS).refine((value) => value.length > 0, {
    message: "Scrivi almeno una lettera.",
  }),
  wild: wild.nullable().default(null),
  /** Art. 4.2: a meld has at least 3 cards. */
  minLength: z
    .number()
    .int()
    .min(1)
    .max(MAX_FIND_LETTERS + 1)
    .default(3),
  mustContain: cardLetters(MAX_FIND_LETTERS).optional(),
  limit: z.number().int().min(1).max(MAX_FIND_LIMIT).default(200),
  sortBy: z.enum(["value", "length"]).default("value"),
  includeDubious: z.boolean().default(false),
  profile,
});

export const dictionaryRouter = createTRPCRouter({
  check: publicProcedure
    .input(checkInput)
    .use(limitedByAddress(dictionaryLimiter))
    .query(async ({ ctx, input }) => {
      const lexicon = await ctx.getLexicon();
      return lexicon.check(input.word, input.profile);
    }),

  readings: publicProcedure
    .input(readingsInput)
    .use(limitedByAddress(dictionaryLimiter))
    .query(async ({ ctx, input }) => {
      const lexicon = await ctx.getLexicon();
      return lexicon.readings(input.pattern, input.wild, input.profile);
    }),

  find: publicProcedure
    .input(findInput)
    .use(limitedByAddress(dictionaryLimiter))
    .query(async ({ ctx, input }) => {
      const lexicon = await ctx.getLexicon();
      // Ask for one more than the limit to tell the UI whether the list was cut.
      const found = lexicon.findWords(input.letters, input.wild, {
        profile: input.profile,
        minLength: input.minLength,
        mustContain: input.mustContain || undefined,
        limit: input.limit + 1,
        sortBy: input.sortBy,
        includeDubious: input.includeDubious,
      });
      return {
        words: found.slice(0, input.limit),
        truncated: found.length > input.limit,
        lexiconVersion: lexicon.version,
      };
    }),
});
