import type { CommunityQuery, CommunityStats } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { decodeCursor, encodeCursor } from "../../db/keyset.ts";
import { createCommunityRepository, cursorParts, type CommunityRow } from "./community.repository.ts";

const STATS_TTL_MS = 60_000;

export interface CommunityPage {
  rows: CommunityRow[];
  nextCursor?: string;
}

/** The community: published recipes only, searched, filtered, sorted and paged by the database. */
export function createCommunityService({ db }: { db: Db }) {
  const repo = createCommunityRepository(db);
  let stats: { value: Promise<CommunityStats>; until: number } | undefined;
  return {
    async list(query: CommunityQuery): Promise<CommunityPage> {
      // Without words to rank by, relevance is plain recency (and its cursors are recency's).
      const sort = query.search
        ? (query.sort ?? "relevance")
        : query.sort === "relevance"
          ? "recent"
          : (query.sort ?? "recent");
      const after = query.cursor ? decodeCursor(query.cursor, sort, cursorParts(sort)) : undefined;
      const search = await repo.resolveSearch(query.search);
      const page = await repo.page({ search, filter: query.filter, sort, limit: query.limit, after });
      return { rows: page.rows, nextCursor: page.next && encodeCursor(sort, page.next) };
    },

    /**
     * The totals read every recipe (78 ms over 100,000), and every community page asks for them: each
     * api instance counts once a minute, and requests meanwhile share that count (or its query).
     */
    stats(): Promise<CommunityStats> {
      if (!stats || stats.until < Date.now()) {
        const value = repo.stats();
        stats = { value, until: Date.now() + STATS_TTL_MS };
        value.catch(() => (stats = undefined));
      }
      return stats.value;
    },

    top: (limit: number): Promise<CommunityRow[]> => repo.top(limit),
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
