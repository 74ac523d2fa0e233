-- Atom feeds of a property's or a watch list's alerts, behind a per-user secret URL (/api/feeds). Only the secret's
-- SHA-256 is kept.
CREATE TABLE IF NOT EXISTS "alert_feeds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "target_id" uuid NOT NULL,
  "token_hash" text NOT NULL UNIQUE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  CONSTRAINT "alert_feeds_kind" CHECK ("kind" IN ('property', 'watch'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_feeds_user_idx" ON "alert_feeds" ("user_id", "kind", "target_id");
--> statement-breakpoint
-- A tenant table (migrations 0015 and 0018). A feed is found by its secret before its company is known: that lookup
-- runs as the system (feeds/alert-feeds.ts).
ALTER TABLE "alert_feeds" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "alert_feeds";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "alert_feeds"
  USING (company_id = app_current_company() OR app_is_system())
  WITH CHECK (company_id = app_current_company() OR app_is_system());
