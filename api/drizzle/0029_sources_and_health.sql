-- Sources as data, and their health.
--
-- 1. sources: every ingest source (an eSCRIBE portal, Toronto's TMMIS, the provincial registries, the tribunal,
-- the mayoral decisions, an application registry) is a row that operators add, pause, resume and remove without a
-- restart. The environment's variables (ESCRIBE_PORTALS, TMMIS_BASE_URL, ...) seed rows with origin 'env' on start.
-- `name` is the source's key everywhere (source_status.source, meetings' source columns): 'escribe:trca', 'tmmis'.
-- `municipality_id` is the municipality (or region, or conservation authority) whose items it brings; null for
-- province-wide sources (ERO, ORR, the tribunal).
CREATE TABLE IF NOT EXISTS "sources" (
  "name" text PRIMARY KEY NOT NULL,
  "connector" text NOT NULL,
  "kind" text NOT NULL,
  "base_url" text NOT NULL,
  "municipality_id" integer REFERENCES "municipalities"("id") ON DELETE SET NULL,
  "time_zone" text DEFAULT 'America/Toronto' NOT NULL,
  "paused" boolean DEFAULT false NOT NULL,
  "origin" text DEFAULT 'operator' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sources_name_format" CHECK ("name" ~ '^[a-z0-9_-]+(:[a-z0-9_-]+)?$' AND char_length("name") <= 80),
  CONSTRAINT "sources_kind_check" CHECK ("kind" in ('council', 'applications', 'regional', 'conservation', 'provincial', 'tribunal', 'mayoral')),
  CONSTRAINT "sources_origin_check" CHECK ("origin" in ('env', 'operator'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sources_municipality_idx" ON "sources" ("municipality_id");
--> statement-breakpoint
-- 2. Health of each source, beside its last run: consecutive failed runs, and the degraded state with its reason in
-- words ("The portal refused our requests (403) on the last 3 runs"); null when healthy.
ALTER TABLE "source_status" ADD COLUMN IF NOT EXISTS "consecutive_failures" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "source_status" ADD COLUMN IF NOT EXISTS "degraded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "source_status" ADD COLUMN IF NOT EXISTS "degraded_reason" text;
