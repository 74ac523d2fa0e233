-- The words of a development application's alerts are searched through the application (its own full-text index,
-- applications_search_fts_idx): the alerts of a file's thread ('application:<id>', 'application:<id>:step:<n>') are
-- left out of the alerts' full-text index. A file concerns about fifty properties, and each of its alerts repeats
-- the file's words: indexing them again per alert was two fifths of the time a registry read spent writing alerts
-- (bench/README.md "applications"). search/kinds.ts asks both indexes.
DROP INDEX IF EXISTS "alerts_search_fts_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alerts_search_fts_idx" ON "alerts" USING gin (to_tsvector('english', "search_text")) WHERE "source_key" NOT LIKE 'application:%';
