/** Roughly what fits in the api's 100 kB JSON body limit. */
export const BODY_SIZE = 100_000;

/**
 * E-mails shaped to make a backtracking pattern like /^[^\s@]+@[^\s@]+\.[^\s@]+$/ try every split of a
 * long domain (dots, then a late failure), plus plain long ones.
 */
export const hostileEmails: readonly string[] = [
  "a@" + "a.".repeat(BODY_SIZE / 2),
  "a@" + "a.".repeat(BODY_SIZE / 2) + "@",
  "a@" + ".".repeat(BODY_SIZE) + "@",
  "a@" + "a.".repeat(BODY_SIZE / 2) + "\u00a0x",
  "a@" + "a".repeat(BODY_SIZE) + " ",
  "@".repeat(BODY_SIZE),
  " a@b.co".repeat(BODY_SIZE / 7),
  "a".repeat(BODY_SIZE) + "@exemplo.com",
];

/** Long texts for every other kind of field: plain, spaced, punctuated, digits, near-miss recipe lines. */
export const hostileTexts: readonly string[] = [
  "a".repeat(BODY_SIZE),
  "a ".repeat(BODY_SIZE / 2) + "!",
  "1".repeat(BODY_SIZE) + "x",
  "(11) ".repeat(BODY_SIZE / 5),
  "1 de ".repeat(BODY_SIZE / 5) + ")",
  "(".repeat(BODY_SIZE),
  "\u00e7\u00e3o ".repeat(BODY_SIZE / 4),
];
