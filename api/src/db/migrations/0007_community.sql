CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_rating_check" CHECK ("ratings"."rating" between 1 and 5),
	CONSTRAINT "ratings_comment_check" CHECK (char_length("ratings"."comment") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"rating_id" uuid,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('spam', 'offensive', 'inappropriate', 'copyright', 'other')),
	CONSTRAINT "reports_details_check" CHECK (char_length("reports"."details") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "rating_average" numeric GENERATED ALWAYS AS (case when rating_count = 0 then 0 else rating_sum::numeric / rating_count end) STORED;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "rating_score" numeric GENERATED ALWAYS AS ((rating_sum + 15)::numeric / (rating_count + 5)) STORED;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('portuguese'::regconfig, immutable_unaccent(title)), 'A') || setweight(to_tsvector('portuguese'::regconfig, immutable_unaccent(ingredients::text || ' ' || coalesce(ingredients_list::text, ''))), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent(title || ' ' || ingredients::text || ' ' || coalesce(ingredients_list::text, '')))) STORED;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_recipe_user_key" ON "ratings" USING btree ("recipe_id","user_id");--> statement-breakpoint
CREATE INDEX "ratings_user_idx" ON "ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ratings_recipe_comments_idx" ON "ratings" USING btree ("recipe_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE comment is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_recipe_once_key" ON "reports" USING btree ("reporter_id","recipe_id") WHERE rating_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_comment_once_key" ON "reports" USING btree ("reporter_id","rating_id") WHERE rating_id is not null;--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_recipe_idx" ON "reports" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "reports_rating_idx" ON "reports" USING btree ("rating_id");--> statement-breakpoint
CREATE INDEX "recipes_published_recent_idx" ON "recipes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "recipes_published_rating_idx" ON "recipes" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "recipes_published_popular_idx" ON "recipes" USING btree ("rating_count" DESC NULLS LAST,"rating_average" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "recipes_published_time_idx" ON "recipes" USING btree ("cooking_time","id") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "recipes_ranking_idx" ON "recipes" USING btree ("rating_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE published_at is not null and rating_count > 0;--> statement-breakpoint
CREATE INDEX "recipes_published_user_idx" ON "recipes" USING btree ("user_id") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "recipes_search_vector_idx" ON "recipes" USING gin ("search_vector") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "recipes_search_text_idx" ON "recipes" USING gin ("search_text" gin_trgm_ops) WHERE published_at is not null;