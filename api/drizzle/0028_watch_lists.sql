-- Keyword watch lists: a company's (or one user's) search over every source, raising alerts of type "watch".
CREATE TABLE IF NOT EXISTS "watches" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "name" text NOT NULL,
  "terms" text NOT NULL,
  "query" tsquery GENERATED ALWAYS AS (websearch_to_tsquery('english', terms)) STORED NOT NULL,
  "positive_terms" text[] DEFAULT '{}'::text[] NOT NULL,
  "municipality_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
  "source_kinds" text[] DEFAULT '{council,provincial,tribunal,mayoral}'::text[] NOT NULL,
  "delivery" text DEFAULT 'immediate' NOT NULL,
  "paused" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "watches_delivery_check" CHECK ("delivery" in ('immediate', 'digest', 'none')),
  CONSTRAINT "watches_terms_length" CHECK (char_length("terms") between 1 and 200),
  CONSTRAINT "watches_name_length" CHECK (char_length("name") between 1 and 100)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "watches_company_idx" ON "watches" ("company_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "watches_user_idx" ON "watches" ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "watches_id_company_key" ON "watches" ("id", "company_id");
--> statement-breakpoint
-- A watch alert has no property: exactly one of property_id and watch_id is set.
ALTER TABLE "alerts" ALTER COLUMN "property_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN IF NOT EXISTS "watch_id" uuid;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN IF NOT EXISTS "matched_terms" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN IF NOT EXISTS "headline" text;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN IF NOT EXISTS "backfilled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_watch_company_fk" FOREIGN KEY ("watch_id", "company_id") REFERENCES "watches"("id", "company_id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_subject_check" CHECK (("property_id" is null) <> ("watch_id" is null));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "alerts_watch_source_key" ON "alerts" ("watch_id", "source_key") WHERE "watch_id" is not null;
--> statement-breakpoint
-- The searched text of every watched source, as a stored tsvector with a GIN index (not in the Drizzle schema, so
-- that no `select *` reads them). Long texts are cut (a tsvector holds at most 1 MB): a document's first 200,000
-- characters, a proposal's first 100,000.
ALTER TABLE "agenda_items" ADD COLUMN IF NOT EXISTS "search_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(item_number, '') || ' ' || coalesce(description, '') || ' ' || coalesce(decision, ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agenda_items_search_tsv_idx" ON "agenda_items" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN IF NOT EXISTS "search_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || left(coalesce(text, ''), 200000))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_search_tsv_idx" ON "documents" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN IF NOT EXISTS "search_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('english', source_id || ' ' || title || ' ' || coalesce(description, '') || ' ' || left(coalesce(content, ''), 100000))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "proposals_search_tsv_idx" ON "proposals" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "legal_decisions" ADD COLUMN IF NOT EXISTS "search_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || coalesce(caseid, '') || ' ' || coalesce(municipality, ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "legal_decisions_search_tsv_idx" ON "legal_decisions" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "mayoral_decisions" ADD COLUMN IF NOT EXISTS "search_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('english', decision_id || ' ' || coalesce(title, ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mayoral_decisions_search_tsv_idx" ON "mayoral_decisions" USING gin ("search_tsv");
--> statement-breakpoint
-- Row-level security: a company sees its own watches (the policy of every tenant table).
ALTER TABLE "watches" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "watches";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "watches" USING (company_id = app_current_company() OR app_is_system()) WITH CHECK (company_id = app_current_company() OR app_is_system());
--> statement-breakpoint
-- An item's text and all its documents' as one tsvector (the watch matching of a batch reads each item once).
CREATE OR REPLACE AGGREGATE tsvector_agg(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');
