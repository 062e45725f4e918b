CREATE TABLE "nutrition_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"profile_name" text DEFAULT 'Perfil Principal' NOT NULL,
	"goal" text,
	"sex" text,
	"age" smallint,
	"height_cm" numeric(4, 1),
	"weight_kg" numeric(4, 1),
	"activity_level" text,
	"eating_style" text,
	"liked_foods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disliked_foods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restrictions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cooking_time" text,
	"budget" text,
	"items_at_home" text DEFAULT '' NOT NULL,
	"meals_per_day" smallint DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_profiles_goal_check" CHECK ("nutrition_profiles"."goal" in ('perda-peso', 'ganho-massa', 'manutencao', 'saude-geral', 'performance')),
	CONSTRAINT "nutrition_profiles_sex_check" CHECK ("nutrition_profiles"."sex" in ('masculino', 'feminino')),
	CONSTRAINT "nutrition_profiles_activity_level_check" CHECK ("nutrition_profiles"."activity_level" in ('sedentario', 'leve', 'moderado', 'intenso', 'muito-intenso')),
	CONSTRAINT "nutrition_profiles_eating_style_check" CHECK ("nutrition_profiles"."eating_style" in ('tradicional', 'vegetariano', 'vegano', 'low-carb', 'cetogenico', 'mediterraneo', 'flexitariano')),
	CONSTRAINT "nutrition_profiles_cooking_time_check" CHECK ("nutrition_profiles"."cooking_time" in ('pouco', 'moderado', 'bastante', 'muito')),
	CONSTRAINT "nutrition_profiles_budget_check" CHECK ("nutrition_profiles"."budget" in ('economico', 'moderado', 'confortavel', 'premium')),
	CONSTRAINT "nutrition_profiles_age_check" CHECK ("nutrition_profiles"."age" between 18 and 100),
	CONSTRAINT "nutrition_profiles_height_check" CHECK ("nutrition_profiles"."height_cm" between 120 and 230),
	CONSTRAINT "nutrition_profiles_weight_check" CHECK ("nutrition_profiles"."weight_kg" between 30 and 300),
	CONSTRAINT "nutrition_profiles_meals_per_day_check" CHECK ("nutrition_profiles"."meals_per_day" between 3 and 6),
	CONSTRAINT "nutrition_profiles_profile_name_check" CHECK (char_length("nutrition_profiles"."profile_name") between 1 and 60),
	CONSTRAINT "nutrition_profiles_items_at_home_check" CHECK (char_length("nutrition_profiles"."items_at_home") <= 1000),
	CONSTRAINT "nutrition_profiles_lists_check" CHECK (jsonb_typeof("nutrition_profiles"."liked_foods") = 'array' and jsonb_array_length("nutrition_profiles"."liked_foods") <= 600
        and jsonb_typeof("nutrition_profiles"."disliked_foods") = 'array' and jsonb_array_length("nutrition_profiles"."disliked_foods") <= 600
        and jsonb_typeof("nutrition_profiles"."restrictions") = 'array' and jsonb_array_length("nutrition_profiles"."restrictions") <= 8)
);
--> statement-breakpoint
ALTER TABLE "nutrition_profiles" ADD CONSTRAINT "nutrition_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;