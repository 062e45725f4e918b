-- Portuguese search for the community and the dashboard. Both extensions are trusted, so the database
-- owner may create them; PGlite ships their files and loads them at start.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
-- unaccent() is STABLE because its dictionary could be edited; generated columns and indexes need an
-- IMMUTABLE function, and names qualified so the search_path of a restore cannot change its meaning.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
