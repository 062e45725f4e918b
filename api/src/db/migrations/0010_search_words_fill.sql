-- search_words gets the words of every recipe written or rewritten (not of rating updates, which do
-- not name these columns). Words go in sorted order, so two recipes saved at once that share words
-- take their locks in the same order and never deadlock.
CREATE OR REPLACE FUNCTION public.recipes_add_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO public.search_words (word)
    SELECT DISTINCT w COLLATE "C"
    FROM regexp_split_to_table(
      lower(public.immutable_unaccent(NEW.title || ' ' || NEW.ingredients::text || ' ' || coalesce(NEW.ingredients_list::text, ''))),
      '[^a-z0-9]+') AS w
    WHERE length(w) BETWEEN 3 AND 40
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER recipes_add_search_words
  AFTER INSERT OR UPDATE OF title, ingredients, ingredients_list ON public.recipes
  FOR EACH ROW EXECUTE FUNCTION public.recipes_add_search_words();--> statement-breakpoint
INSERT INTO public.search_words (word)
  SELECT DISTINCT w COLLATE "C"
  FROM public.recipes,
    regexp_split_to_table(
      lower(public.immutable_unaccent(title || ' ' || ingredients::text || ' ' || coalesce(ingredients_list::text, ''))),
      '[^a-z0-9]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
