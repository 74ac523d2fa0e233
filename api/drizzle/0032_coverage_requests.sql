-- Requests for coverage: a company asks that a municipality's own council agendas be read (POST
-- /api/coverage/{id}/request). One row per company and municipality (asking again updates the note and the time);
-- platform operators see them ranked by the properties waiting (GET /api/admin/coverage-requests).
CREATE TABLE IF NOT EXISTS "coverage_requests" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "municipality_id" integer NOT NULL REFERENCES "municipalities"("id") ON DELETE CASCADE,
  "requested_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id", "municipality_id"),
  CONSTRAINT "coverage_requests_note_length" CHECK ("note" IS NULL OR char_length("note") <= 500)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coverage_requests_municipality_idx" ON "coverage_requests" ("municipality_id");
--> statement-breakpoint
-- A tenant table: the same tenant_isolation policy as every table with company_id (migrations 0015 and 0018).
ALTER TABLE "coverage_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coverage_requests";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coverage_requests"
  USING (company_id = app_current_company() OR app_is_system())
  WITH CHECK (company_id = app_current_company() OR app_is_system());
