-- The meetings list's search: one lower-cased column (title, committee name, summary; a newline between them)
-- searched with LIKE '%word%' through one trigram index, instead of ILIKE on three columns, which lower-cased every
-- summary again on each search (about 35 ms for a 20,000-meeting count). Same matches: ILIKE in UTF-8 is LIKE on
-- lower() of both sides. The three per-column trigram indexes of 0013 served only that search.
ALTER TABLE "meetings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || chr(10) || coalesce(committee_name, '') || chr(10) || coalesce(summary, ''))) STORED NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "meetings_title_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "meetings_committee_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "meetings_summary_trgm_idx";--> statement-breakpoint
CREATE INDEX "meetings_search_text_trgm_idx" ON "meetings" USING gin ("search_text" gin_trgm_ops);
