-- Adaptive polling: when each source is read next, how often it is read now, its requests of the day, and what its
-- connector keeps between reads (HTTP validators for conditional requests, the lists they answered for).
CREATE TABLE IF NOT EXISTS "source_polls" (
  "source" text PRIMARY KEY NOT NULL,
  "next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
  "interval_ms" integer DEFAULT 0 NOT NULL,
  "last_poll_at" timestamp with time zone,
  "requests_day" text,
  "requests_today" integer DEFAULT 0 NOT NULL,
  "requests_last_run" integer DEFAULT 0 NOT NULL,
  "state" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "source_polls_next_poll_at_idx" ON "source_polls" ("next_poll_at");
