-- pg_trgm for the meetings search's trigram indexes (trusted since PostgreSQL 13, so the database owner may create it; PGlite loads it from @electric-sql/pglite/contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "meetings_title_trgm_idx" ON "meetings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetings_committee_name_trgm_idx" ON "meetings" USING gin ("committee_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetings_summary_trgm_idx" ON "meetings" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alerts_meeting_company_live_idx" ON "alerts" USING btree ("meeting_id","company_id") WHERE "alerts"."status" <> 'dismissed';