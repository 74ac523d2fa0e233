-- Versions of what the meetings list shows, so that the API may keep a list it answered and reuse it until the
-- data under it changes (meetings/list-cache.ts). Read in one cheap query on each request, so that every process
-- (API instances, the worker that ingests meetings and writes alerts) sees a change as soon as it is committed.
--   meeting_list_version: one row, bumped by any change to meetings, their documents or agenda items (counts),
--     municipality or committee names. Global data.
--   company_alert_versions: one row per company, bumped by a change to that company's alerts (hasAlert and
--     alertCount). Row-level security like every tenant table: a company reads only its own row.
-- The bumps are deferred constraint triggers: they run at commit, once per transaction and version row (a
-- transaction-local setting remembers the bump), so a version row is locked only for the last moment of a
-- transaction (no lock held while the rest of it runs, so no deadlock between writers) and the new version is
-- visible exactly when the data is. TRUNCATE (statement triggers) bumps the global version.
CREATE TABLE "meeting_list_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "meeting_list_version_one_row" CHECK ("meeting_list_version"."id")
);
--> statement-breakpoint
INSERT INTO "meeting_list_version" ("id", "version") VALUES (true, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE "company_alert_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- No foreign key to companies: the bump of a company's last alerts runs at the commit that deletes the company.
ALTER TABLE "company_alert_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "company_alert_versions";--> statement-breakpoint
CREATE POLICY tenant_isolation ON "company_alert_versions"
  USING (company_id = app_current_company() OR app_is_system())
  WITH CHECK (company_id = app_current_company() OR app_is_system());
--> statement-breakpoint
-- SECURITY DEFINER: the bumps are written as the owner whatever role the writer runs as (the API's role may read
-- the versions, not write them; company_alert_versions' policy does not apply to its owner).
CREATE OR REPLACE FUNCTION meeting_list_bump() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  IF current_setting('parcelwatch.meeting_list_bumped', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    UPDATE meeting_list_version SET version = version + 1 WHERE id;
    PERFORM set_config('parcelwatch.meeting_list_bumped', pg_current_xact_id()::text, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_alert_bump() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
DECLARE
  company uuid;
  flag text;
BEGIN
  FOREACH company IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD.company_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.company_id END] LOOP
    CONTINUE WHEN company IS NULL;
    flag := 'parcelwatch.alerts_bumped_' || replace(company::text, '-', '');
    IF current_setting(flag, true) IS DISTINCT FROM pg_current_xact_id()::text THEN
      INSERT INTO company_alert_versions AS v (company_id, version) VALUES (company, 1)
        ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
      PERFORM set_config(flag, pg_current_xact_id()::text, true);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meeting_list_version AFTER INSERT OR UPDATE OR DELETE ON "meetings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meeting_list_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meeting_list_version AFTER INSERT OR DELETE OR UPDATE OF meeting_id ON "documents"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meeting_list_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meeting_list_version AFTER INSERT OR DELETE OR UPDATE OF meeting_id ON "agenda_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meeting_list_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meeting_list_version AFTER UPDATE OF name ON "municipalities"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meeting_list_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meeting_list_version AFTER UPDATE OF name ON "committees"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meeting_list_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER company_alert_version AFTER INSERT OR DELETE OR UPDATE OF status, meeting_id, company_id ON "alerts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_alert_bump();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['meetings', 'documents', 'agenda_items', 'municipalities', 'committees', 'alerts'] LOOP
    EXECUTE format('CREATE TRIGGER meeting_list_version_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION meeting_list_bump()', t);
  END LOOP;
END $$;
