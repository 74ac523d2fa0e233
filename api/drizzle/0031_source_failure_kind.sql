-- Source health: what kind of failure the source's latest failed runs had, and how many runs in a row had it
-- ('refused-403', 'refused-429', 'challenge', 'error'), so that a reason in words counts the right runs ("The
-- portal refused our requests (403) on the last 3 runs"). Both cleared by a successful run.
ALTER TABLE "source_status" ADD COLUMN IF NOT EXISTS "failure_kind" text;
--> statement-breakpoint
ALTER TABLE "source_status" ADD COLUMN IF NOT EXISTS "failure_kind_runs" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Polite polling: the meetings whose page was read in full, with a hash of the calendar entry it was read from. A
-- later run reads the page again only when the calendar entry changed, or while the meeting is near.
CREATE TABLE IF NOT EXISTS "meeting_page_reads" (
  "source" text NOT NULL,
  "source_id" text NOT NULL,
  "calendar_hash" text NOT NULL,
  "read_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "meeting_page_reads_pkey" PRIMARY KEY ("source", "source_id")
);
