-- A property's own planning application numbers (matched in every source, in any spelling): at most 20 of them.
ALTER TABLE "properties" ADD COLUMN IF NOT EXISTS "application_numbers" text[] NOT NULL DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_application_numbers_count" CHECK (coalesce(cardinality("application_numbers"), 0) <= 20);
--> statement-breakpoint
-- An alert's severity only goes up; when a later analysis raises it, the severity before and when.
ALTER TABLE "alerts" ADD COLUMN IF NOT EXISTS "severity_raised_from" text;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN IF NOT EXISTS "severity_raised_at" timestamp with time zone;
--> statement-breakpoint
-- The mail ledger remembers which severity each mail told of: one mail per user, alert and severity, so a raise
-- to urgent after a digest sends one update mail, and nothing is ever sent twice. Earlier immediate mails were
-- all about urgent alerts; earlier digests are taken to have told the alert's present severity.
ALTER TABLE "notification_deliveries" ADD COLUMN IF NOT EXISTS "severity" text;
--> statement-breakpoint
UPDATE "notification_deliveries" d SET "severity" = CASE WHEN d."kind" = 'immediate' THEN 'urgent' ELSE coalesce((SELECT a."severity" FROM "alerts" a WHERE a."id" = d."alert_id"), 'normal') END WHERE d."severity" IS NULL;
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ALTER COLUMN "severity" SET NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "notification_deliveries_user_alert";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "notification_deliveries_user_alert_severity" ON "notification_deliveries" ("user_id", "alert_id", "severity");
--> statement-breakpoint
-- Webhook deliveries likewise: 'alert.updated' events carry the severity raised to (one event per alert,
-- endpoint and severity); other events keep ''.
ALTER TABLE "webhook_deliveries" ADD COLUMN IF NOT EXISTS "severity" text NOT NULL DEFAULT '';
--> statement-breakpoint
DROP INDEX IF EXISTS "webhook_deliveries_endpoint_alert";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "webhook_deliveries_endpoint_alert_event" ON "webhook_deliveries" ("endpoint_id", "alert_id", "event", "severity");
