-- The inbox: which alerts each user has read, to whom an alert is assigned, and each user's last visit.
-- Every row carries company_id and every table has the tenant_isolation policy of the other company tables
-- (migrations 0015 and 0018). An alert and a user are tied to their company by composite foreign keys, so a read
-- or an assignment can never join one company's alert with another company's user.
CREATE UNIQUE INDEX IF NOT EXISTS "users_id_company_key" ON "users" ("id", "company_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "alerts_id_company_key" ON "alerts" ("id", "company_id");
--> statement-breakpoint
-- One row per user and alert they opened or marked read (no row: unread).
CREATE TABLE IF NOT EXISTS "alert_reads" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL,
  "alert_id" integer NOT NULL,
  "read_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "alert_id"),
  CONSTRAINT "alert_reads_user_company_fk" FOREIGN KEY ("user_id", "company_id") REFERENCES "users"("id", "company_id") ON DELETE CASCADE,
  CONSTRAINT "alert_reads_alert_company_fk" FOREIGN KEY ("alert_id", "company_id") REFERENCES "alerts"("id", "company_id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_reads_alert_idx" ON "alert_reads" ("alert_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_reads_company_idx" ON "alert_reads" ("company_id");
--> statement-breakpoint
-- At most one assignee per alert: a teammate of the alert's company.
CREATE TABLE IF NOT EXISTS "alert_assignments" (
  "alert_id" integer PRIMARY KEY NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "assignee_id" uuid NOT NULL,
  "assigned_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "alert_assignments_assignee_company_fk" FOREIGN KEY ("assignee_id", "company_id") REFERENCES "users"("id", "company_id") ON DELETE CASCADE,
  CONSTRAINT "alert_assignments_alert_company_fk" FOREIGN KEY ("alert_id", "company_id") REFERENCES "alerts"("id", "company_id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_assignments_assignee_idx" ON "alert_assignments" ("assignee_id", "assigned_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_assignments_company_idx" ON "alert_assignments" ("company_id");
--> statement-breakpoint
-- A user's visits: "New since your last visit" lists the alerts raised after previous_visit_at.
CREATE TABLE IF NOT EXISTS "user_visits" (
  "user_id" uuid PRIMARY KEY NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "last_visit_at" timestamp with time zone DEFAULT now() NOT NULL,
  "previous_visit_at" timestamp with time zone,
  CONSTRAINT "user_visits_user_company_fk" FOREIGN KEY ("user_id", "company_id") REFERENCES "users"("id", "company_id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_visits_company_idx" ON "user_visits" ("company_id");
--> statement-breakpoint
-- Row-level security: a company sees its own rows (the policy of every tenant table).
ALTER TABLE "alert_reads" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "alert_reads";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "alert_reads"
  USING (company_id = app_current_company() OR app_is_system())
  WITH CHECK (company_id = app_current_company() OR app_is_system());
--> statement-breakpoint
ALTER TABLE "alert_assignments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "alert_assignments";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "alert_assignments"
  USING (company_id = app_current_company() OR app_is_system())
  WITH CHECK (company_id = app_current_company() OR app_is_system());
--> statement-breakpoint
ALTER TABLE "user_visits" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "user_visits";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_visits"
  USING (company_id = app_current_company() OR app_is_system())
  WITH CHECK (company_id = app_current_company() OR app_is_system());
