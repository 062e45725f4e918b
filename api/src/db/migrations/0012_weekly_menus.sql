CREATE TABLE "weekly_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"week_start" date NOT NULL,
	"meals_per_day" smallint NOT NULL,
	"plan" jsonb NOT NULL,
	"shopping_list" jsonb NOT NULL,
	"form" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_menus_meals_per_day_check" CHECK ("weekly_menus"."meals_per_day" between 3 and 6),
	CONSTRAINT "weekly_menus_shopping_list_check" CHECK (jsonb_typeof("weekly_menus"."shopping_list") = 'array')
);
--> statement-breakpoint
ALTER TABLE "weekly_menus" ADD CONSTRAINT "weekly_menus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_menus_user_created_idx" ON "weekly_menus" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);