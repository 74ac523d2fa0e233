-- Source health: what kind of failure the source's latest failed runs had, and how many runs in a row had it
-- ('refused-403', 'refused-429', 'challenge', 'error'), so that a reason in words counts the right runs ("The
-- portal refused our requests (403) on the last 3 runs"). Both cleared by a successful run.
ALTER TABLE "source_status" ADD COLUMN IF NOT EXISTS "failure_kind" text;
--> statement-breakpoint
ALTER TABLE "source_status" ADD COLUMN IF NOT EXISTS "failure_kind_runs" integer DEFAULT 0 NOT NULL;
