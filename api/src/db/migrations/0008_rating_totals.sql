-- recipes.rating_sum and rating_count follow every rating written, changed or deleted, including the
-- deletes an account's removal cascades into. Each change is an UPDATE of the recipe row, so parallel
-- voters queue on its row lock and each adds to the committed totals: the sums stay exact.
CREATE OR REPLACE FUNCTION public.ratings_keep_recipe_totals() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.recipe_id = OLD.recipe_id THEN
    UPDATE public.recipes SET rating_sum = rating_sum + NEW.rating - OLD.rating WHERE id = NEW.recipe_id;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE public.recipes SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1
      WHERE id = OLD.recipe_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE public.recipes SET rating_sum = rating_sum + NEW.rating, rating_count = rating_count + 1
      WHERE id = NEW.recipe_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ratings_keep_recipe_totals
  AFTER INSERT OR DELETE OR UPDATE OF rating, recipe_id ON public.ratings
  FOR EACH ROW EXECUTE FUNCTION public.ratings_keep_recipe_totals();
