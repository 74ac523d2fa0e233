-- Row-level security for tenant tables created after 0015 (webhook_delivery_attempts of 0016, and any later one
-- that carries company_id): the same tenant_isolation policy as 0015, applied again to every such table.
-- Idempotent: a table that already has the policy gets it re-created unchanged.
DO $$
DECLARE
  t record;
BEGIN
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
