-- Row-level security: in PostgreSQL mode the API's pool runs as the role parcelwatch_app, which owns no
-- table and has no BYPASSRLS, so these policies apply to every query it sends. Migrations keep running as the
-- connecting (owning) role, which is not subject to them. The tenant is chosen per checkout of a pooled
-- connection by api/src/db/tenant-pool.ts through two settings:
--   app.company_id  the company whose rows are visible (unset or '' means none)
--   app.system      'on' only inside an explicit, narrow system context (api/src/db/tenant-context.ts)
-- Policies are managed here by hand, not in the Drizzle schema: the TypeScript schema and the snapshots say
-- nothing about RLS, so `drizzle-kit generate` neither sees nor undoes them.
-- The loop below covers every table that has a company_id column when this migration runs (including tables of
-- earlier migrations); api/test/rls.test.ts fails for a later tenant table without a policy.

-- The role is cluster-wide: created once, tolerated when another database (or a concurrent test) made it first.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'parcelwatch_app') THEN
    BEGIN
      CREATE ROLE parcelwatch_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'parcelwatch_app does not exist and this role may not create it: ask an administrator to run CREATE ROLE parcelwatch_app NOLOGIN, then grant it (see README, Row-level security)';
    END;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_current_company() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.company_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_is_system() RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(current_setting('app.system', true), '') = 'on' $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  -- Every table carrying company_id: its rows belong to that company.
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.table_name);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t.table_name);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (company_id = app_current_company() OR app_is_system()) WITH CHECK (company_id = app_current_company() OR app_is_system())',
      t.table_name);
  END LOOP;
END $$;
--> statement-breakpoint
-- The company row itself.
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "companies";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "companies"
  USING (id = app_current_company() OR app_is_system())
  WITH CHECK (id = app_current_company() OR app_is_system());
--> statement-breakpoint
-- Tables owned through a user row: visible exactly when their user is (the users policy applies inside EXISTS).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['backup_codes', 'password_history', 'password_reset_tokens'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (app_is_system() OR EXISTS (SELECT 1 FROM users u WHERE u.id = user_id)) WITH CHECK (app_is_system() OR EXISTS (SELECT 1 FROM users u WHERE u.id = user_id))',
      t);
  END LOOP;
END $$;
--> statement-breakpoint
-- What the API role may do: data only (no DDL), on today's tables and on those later migrations create.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'parcelwatch_app') THEN
    EXECUTE 'GRANT USAGE ON SCHEMA public TO parcelwatch_app';
    EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO parcelwatch_app';
    EXECUTE 'GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO parcelwatch_app';
    EXECUTE 'GRANT EXECUTE ON FUNCTION app_current_company(), app_is_system() TO parcelwatch_app';
    EXECUTE 'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO parcelwatch_app';
    EXECUTE 'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO parcelwatch_app';
  END IF;
END $$;
