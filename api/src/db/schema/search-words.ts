import { customType, index, pgTable } from "drizzle-orm/pg-core";

// Byte order, so "word LIKE 'abc%'" can use the primary key: the lexicon is only ASCII anyway.
const asciiText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Every accent-free word (3 to 40 letters or digits) of any recipe's title and ingredients, filled by a
 * trigger on recipes. Search corrects a word nothing starts with ("strogonofe") to its nearest words
 * here by pg_trgm, then searches those with the full-text index: trigrams over this small list instead
 * of over every recipe's text. Words are never removed; a stale one only widens a typo's guesses.
 */
export const searchWordsTable = pgTable("search_words", { word: asciiText("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
]);
