-- Read-only API keys of a company (Settings -> API keys; /api/api-keys). Only the key's SHA-256 is kept.
CREATE TABLE IF NOT EXISTS "api_keys" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "name" text NOT NULL,
  "prefix" text NOT NULL,
  "key_hash" text NOT NULL UNIQUE,
  "scopes" text[] NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "last_used_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "api_keys_name_length" CHECK (char_length("name") BETWEEN 1 AND 80),
  CONSTRAINT "api_keys_scopes_count" CHECK (cardinality("scopes") BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "api_keys_company_idx" ON "api_keys" ("company_id", "created_at");
--> statement-breakpoint
-- A tenant table: the same tenant_isolation policy as every table with company_id (migrations 0015 and 0018). A key
-- is looked up by its hash before its company is known: that lookup runs as the system (auth/api-keys.ts).
ALTER TABLE "api_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "api_keys";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "api_keys"
  USING (company_id = app_current_company() OR app_is_system())
  WITH CHECK (company_id = app_current_company() OR app_is_system());
