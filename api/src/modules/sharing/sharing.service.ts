import { DomainError } from "@chefzap/shared";
import type { RecipeRow } from "../../db/schema/index.ts";
import type { PagePreview } from "../../http/page-preview.ts";
import type { RecipesService } from "../recipes/index.ts";
import { createCardCache } from "./card-cache.ts";
import { CARD_HEIGHT, CARD_WIDTH, renderCard } from "./share-card.ts";
import { cookingTimeText, previewDescription, ratingText, servingsText } from "./share-text.ts";

// About 40 kB each: a hundred cards are 4 MB at most.
const CARDS_KEPT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a card shows changes with a new version (title, time, servings) or a vote; recipes keep no
 * update time, so these are the card's version.
 */
const cardVersion = (row: RecipeRow) => `${row.version}.${row.ratingCount}.${row.ratingSum}`;

export interface RecipeCard {
  /** Strong: the same version is the same image, byte for byte. */
  etag: string;
  png: () => Promise<Buffer>;
}

/**
 * Link previews of recipes. Whoever holds a recipe's link may read it (as GET /api/recipes/:id), so its
 * preview and card are public too; only published recipes may be indexed.
 */
export function createSharingService({ recipes }: { recipes: RecipesService }) {
  const cards = createCardCache(CARDS_KEPT);

  async function find(id: string): Promise<RecipeRow | undefined> {
    if (!UUID.test(id)) return undefined;
    try {
      return await recipes.get(id);
    } catch (error) {
      if (error instanceof DomainError && error.code === "not_found") return undefined;
      throw error;
    }
  }

  return {
    async preview(id: string): Promise<PagePreview | undefined> {
      const row = await find(id);
      if (!row) return undefined;
      return {
        title: row.title,
        description: previewDescription(row),
        imagePath: `/api/recipes/${row.id}/card.png?v=${cardVersion(row)}`,
        imageAlt: `${row.title}: ${cookingTimeText(row)}, ${servingsText(row.servings)}`,
        imageWidth: CARD_WIDTH,
        imageHeight: CARD_HEIGHT,
        path: `/recipes/${row.id}`,
        indexable: row.publishedAt !== null,
      };
    },

    async card(id: string): Promise<RecipeCard> {
      const row = await find(id);
      if (!row) throw new DomainError("not_found", "Receita não encontrada.");
      const version = cardVersion(row);
      return {
        etag: `"card-${row.id}-${version}"`,
        png: () =>
          cards.get(`${row.id}@${version}`, () =>
            renderCard({
              title: row.title,
              time: cookingTimeText(row),
              servings: servingsText(row.servings),
              rating: ratingText(row),
            }),
          ),
      };
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
