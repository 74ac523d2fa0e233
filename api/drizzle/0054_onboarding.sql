-- The first-run checklist on the Overview (docs/onboarding.md): each user can dismiss it once and for all. The
-- steps themselves are read from real state (properties, committees, email preferences, teammates, watch lists);
-- only the dismissal is stored. A tenant table like the others (migrations 0015 and 0018): company_id and the
-- tenant_isolation policy; the user is tied to that company by the composite foreign key of migration 0045.
CREATE TABLE IF NOT EXISTS "onboarding_dismissals" (
  "user_id" uuid PRIMARY KEY NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "onboarding_dismissals_user_company_fk" FOREIGN KEY ("user_id", "company_id") REFERENCES "users"("id", "company_id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "onboarding_dismissals_company_idx" ON "onboarding_dismissals" ("company_id");
--> statement-breakpoint
ALTER TABLE "onboarding_dismissals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "onboarding_dismissals";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "onboarding_dismissals"
  USING (company_id = app_current_company() OR app_is_system())
  WITH CHECK (company_id = app_current_company() OR app_is_system());
