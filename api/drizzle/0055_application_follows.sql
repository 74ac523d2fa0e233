-- A user follows a development application for one of the company's properties: the file's later steps raise
-- updates on that property's alerts even when the property has no alert thread of the file (docs/applications.md).
CREATE TABLE IF NOT EXISTS "application_follows" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "property_id" uuid NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "application_follows_user_application" ON "application_follows" ("user_id", "application_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "application_follows_application_idx" ON "application_follows" ("application_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "application_follows_company_idx" ON "application_follows" ("company_id");
--> statement-breakpoint
-- A tenant table (migrations 0015 and 0018); the step alerts of follows are written in a system context.
ALTER TABLE "application_follows" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "application_follows";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "application_follows"
  USING (company_id = app_current_company() OR app_is_system())
  WITH CHECK (company_id = app_current_company() OR app_is_system());
