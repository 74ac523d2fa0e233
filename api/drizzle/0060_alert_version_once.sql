-- The bump of company_alert_versions (migration 0020) queued once per company and transaction instead of once per
-- written alert. 0020's deferred constraint trigger fired for every inserted, deleted or updated alert row: a batch
-- of 5,000 application alerts queued 5,000 deferred events, each a plpgsql call at commit that found the company
-- already bumped. Now the trigger's WHEN condition (evaluated when the row is written, not deferred) lets only the
-- first change of each company in the transaction queue its event; the bump itself is unchanged: the same function,
-- still deferred to the commit (the version row is locked only for the last moment of the transaction, and the new
-- version is visible exactly when the data is), still once per transaction and company. The "queued" flag is a
-- transaction-local setting like the "bumped" one, so a rolled-back savepoint forgets it with the events it queued.
-- Constraint triggers are row-level only (no statement-level trigger with transition tables can be deferred), hence
-- a WHEN condition rather than a statement trigger. TRUNCATE keeps its statement trigger (meeting_list_version).
CREATE OR REPLACE FUNCTION company_alert_bump_queued(company uuid) RETURNS boolean
  LANGUAGE sql VOLATILE
  AS $$
  SELECT CASE
    WHEN company IS NULL THEN false
    WHEN current_setting('parcelwatch.alerts_queued_' || replace(company::text, '-', ''), true)
      IS NOT DISTINCT FROM pg_current_xact_id()::text THEN false
    ELSE set_config('parcelwatch.alerts_queued_' || replace(company::text, '-', ''), pg_current_xact_id()::text, true) IS NOT NULL
  END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS company_alert_version ON "alerts";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER company_alert_version_insert AFTER INSERT ON "alerts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (company_alert_bump_queued(NEW.company_id)) EXECUTE FUNCTION company_alert_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER company_alert_version_delete AFTER DELETE ON "alerts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (company_alert_bump_queued(OLD.company_id)) EXECUTE FUNCTION company_alert_bump();
--> statement-breakpoint
-- Both companies are marked (no short-circuit): the event bumps OLD's and NEW's at commit.
CREATE CONSTRAINT TRIGGER company_alert_version_update AFTER UPDATE OF status, meeting_id, company_id ON "alerts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (company_alert_bump_queued(OLD.company_id)::int + company_alert_bump_queued(NEW.company_id)::int > 0)
  EXECUTE FUNCTION company_alert_bump();
