ALTER TABLE "recipes" ADD COLUMN "input_ingredients" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "used_ingredients" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "left_out" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_parent_id_recipes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_source_check" CHECK ("recipes"."source" in ('llm', 'offline', 'user'));