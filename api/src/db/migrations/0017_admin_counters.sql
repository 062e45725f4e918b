ALTER TABLE "users" ADD COLUMN "recipes_generated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- users.recipes_generated follows every generated recipe (source llm or offline) stored, deleted (an
-- account's removal cascades) or moved to another source or owner. Inserts and deletes are counted per
-- statement over the rows they touched, so a bulk insert updates each owner once, not once per recipe;
-- each change is an UPDATE of the user row, so parallel writers queue on its lock and the count stays exact.
CREATE OR REPLACE FUNCTION public.recipes_count_generated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.users u SET recipes_generated = u.recipes_generated + c.n
      FROM (SELECT user_id, count(*) AS n FROM added WHERE source IN ('llm', 'offline') GROUP BY user_id) c
      WHERE u.id = c.user_id;
  ELSE
    UPDATE public.users u SET recipes_generated = u.recipes_generated - c.n
      FROM (SELECT user_id, count(*) AS n FROM removed WHERE source IN ('llm', 'offline') GROUP BY user_id) c
      WHERE u.id = c.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER recipes_count_generated_insert
  AFTER INSERT ON public.recipes REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION public.recipes_count_generated();--> statement-breakpoint
CREATE TRIGGER recipes_count_generated_delete
  AFTER DELETE ON public.recipes REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION public.recipes_count_generated();--> statement-breakpoint
-- No path changes a recipe's source or owner today; if one does, the counts still follow it.
CREATE OR REPLACE FUNCTION public.recipes_recount_generated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF OLD.source IN ('llm', 'offline') THEN
    UPDATE public.users SET recipes_generated = recipes_generated - 1 WHERE id = OLD.user_id;
  END IF;
  IF NEW.source IN ('llm', 'offline') THEN
    UPDATE public.users SET recipes_generated = recipes_generated + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER recipes_recount_generated
  AFTER UPDATE OF source, user_id ON public.recipes
  FOR EACH ROW WHEN (OLD.source IS DISTINCT FROM NEW.source OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION public.recipes_recount_generated();--> statement-breakpoint
UPDATE "users" u SET "recipes_generated" = c.n
  FROM (SELECT user_id, count(*) AS n FROM "recipes" WHERE source IN ('llm', 'offline') GROUP BY user_id) c
  WHERE u.id = c.user_id;--> statement-breakpoint
CREATE INDEX "users_recipes_generated_idx" ON "users" USING btree ("recipes_generated" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recipes_admin_title_idx" ON "recipes" USING gin (immutable_unaccent("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_plan_last_login_idx" ON "users" USING btree ("plan","last_login_at" DESC NULLS LAST,"id" DESC NULLS LAST);