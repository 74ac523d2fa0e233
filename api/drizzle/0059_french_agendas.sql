-- French agendas: an eSCRIBE item's French text stored beside its English one (one item, two texts), searched with
-- PostgreSQL's 'french' text-search configuration (empty for an item without French text); a watch says which
-- languages it searches (English by default).
ALTER TABLE "agenda_items" ADD COLUMN IF NOT EXISTS "title_fr" text;
--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN IF NOT EXISTS "description_fr" text;
--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN IF NOT EXISTS "search_tsv_fr" tsvector GENERATED ALWAYS AS (CASE WHEN title_fr IS NULL AND description_fr IS NULL THEN ''::tsvector ELSE to_tsvector('french', coalesce(title_fr, '') || ' ' || coalesce(item_number, '') || ' ' || coalesce(description_fr, '')) END) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agenda_items_search_tsv_fr_idx" ON "agenda_items" USING gin ("search_tsv_fr");
--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN IF NOT EXISTS "languages" text[] DEFAULT '{en}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_languages_check" CHECK (cardinality("languages") between 1 and 2 and "languages" <@ '{en,fr}'::text[]);
--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN IF NOT EXISTS "query_fr" tsquery GENERATED ALWAYS AS (websearch_to_tsquery('french', terms)) STORED NOT NULL;
