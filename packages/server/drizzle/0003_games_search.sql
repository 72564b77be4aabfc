-- Custom SQL migration: a trigram index for the game-name search (LIKE '%term%' on
-- games.search_text). Created only where the server offers pg_trgm (PostgreSQL contrib,
-- PGlite with the pg_trgm extension loaded); without it the search still works, by scanning.
-- The extension lives in public so that every schema (tests use one each) shares it.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
      SELECT n.nspname INTO trgm_schema
        FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm';
      EXECUTE format(
        'CREATE INDEX IF NOT EXISTS games_search_trgm_idx ON games USING gin (search_text %I.gin_trgm_ops)',
        trgm_schema
      );
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'games_search_trgm_idx not created: %', SQLERRM;
    END;
  END IF;
END $$;
