CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "recipes_search_text_idx";--> statement-breakpoint
DROP INDEX "recipes_search_vector_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_search_vector_idx" ON "recipes" USING gin ("search_vector") WITH (fastupdate=false) WHERE published_at is not null;--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "search_text";