import { fold } from "@chefzap/shared";
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "./client.ts";
import { recipesTable } from "./schema/index.ts";

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** How close a known word must be to stand in for a typo (pg_trgm similarity, 0–1). */
const MIN_SIMILARITY = 0.45;
const GUESSES_PER_WORD = 3;

/** The words of a search box: accent-free letters and digits only, so nothing is read as query syntax. */
function searchWords(input: string | undefined): string[] {
  if (!input) return [];
  return [...new Set(fold(input).match(/[\p{L}\p{N}]+/gu) ?? [])]
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** A search made ready for the full-text index: every recipe it finds, and those found by their title. */
export interface ResolvedSearch {
  tsquery: string;
  titleTsquery: string;
}

/**
 * Each word is searched as a prefix ("cenou" finds "cenoura"); a word no known word starts with is
 * taken for a typo and joined by its nearest known words by pg_trgm ("strogonofe" → estrogonofe).
 * Words are ANDed, and stemmed by to_tsquery, so "frango grelhado" finds "grelhados de frango".
 */
async function resolve(db: Db, words: string[]): Promise<ResolvedSearch> {
  const typed = sql.join(
    words.map((word, n) => sql`(${n}::int, ${word}::text)`),
    sql`, `,
  );
  const rows = await db
    .select({
      n: sql<number>`v.n`,
      near: sql<string | null>`(
        select string_agg(s.word, ' ' order by s.distance, s.word) from (
          select word, word <-> v.word as distance from search_words
          where word % v.word and similarity(word, v.word) >= ${MIN_SIMILARITY}
            and not exists (select 1 from search_words known where known.word like v.word || '%')
          order by 2 limit ${GUESSES_PER_WORD}) s)`,
    })
    .from(sql`(values ${typed}) as v(n, word)`);
  const near = new Map(rows.map((row) => [Number(row.n), row.near?.split(" ") ?? []]));
  const group = (weight: string) =>
    words
      .map(
        (word, n) =>
          `(${[`${word}:*${weight}`, ...(near.get(n) ?? []).map((w) => (weight ? `${w}:${weight}` : w))].join(" | ")})`,
      )
      .join(" & ");
  return { tsquery: group(""), titleTsquery: group("A") };
}

const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 500;

/**
 * resolveSearch for one database, remembering each search's guesses for a minute: people repeat the
 * same searches, and this spares a round trip each time. A word that became known within that minute
 * is only guessed at until the entry expires.
 */
export function createSearchResolver(db: Db) {
  const cache = new Map<string, { search: ResolvedSearch; until: number }>();
  return async (input: string | undefined): Promise<ResolvedSearch | undefined> => {
    const words = searchWords(input);
    if (words.length === 0) return undefined;
    const key = words.join(" ");
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.search;
    const search = await resolve(db, words);
    cache.delete(key);
    cache.set(key, { search, until: Date.now() + CACHE_TTL_MS });
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
    return search;
  };
}

/** A search's tsquery text, or the placeholder a statement built once fills in on each call. */
type QueryText = string | Placeholder;

const tsquery = (text: QueryText) => sql`to_tsquery('portuguese'::regconfig, ${text})`;

/** Recipes the search finds (title and ingredients); no filter without a search. */
export function recipeSearchMatch(search: { tsquery: QueryText } | undefined): SQL | undefined {
  return search ? sql`${recipesTable.searchVector} @@ ${tsquery(search.tsquery)}` : undefined;
}

/** Recipes the search finds by their title (weight A), which relevance puts first. */
export function recipeTitleMatch(search: { titleTsquery: QueryText }): SQL {
  return sql`${recipesTable.searchVector} @@ ${tsquery(search.titleTsquery)}`;
}
