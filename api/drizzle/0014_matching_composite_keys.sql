-- One (property, company) foreign key instead of two single-column ones on alerts and project insights, and one
-- (alert, company) key on alert_items: fewer checks per written row, and the database itself refuses a row whose
-- company is not its property's (or its alert's). Unique indexes first: they are the keys' targets.
ALTER TABLE "alert_items" DROP CONSTRAINT "alert_items_alert_id_alerts_id_fk";
--> statement-breakpoint
ALTER TABLE "alert_items" DROP CONSTRAINT "alert_items_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "project_insights" DROP CONSTRAINT "project_insights_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "project_insights" DROP CONSTRAINT "project_insights_property_id_properties_id_fk";
--> statement-breakpoint
DROP INDEX "alert_items_company_idx";
--> statement-breakpoint
DROP INDEX "alerts_company_property_idx";
--> statement-breakpoint
DROP INDEX "alert_items_document_idx";
--> statement-breakpoint
CREATE INDEX "alert_items_document_idx" ON "alert_items" USING btree ("document_id") WHERE "alert_items"."document_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "properties_id_company_key" ON "properties" USING btree ("id","company_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_id_company_key" ON "alerts" USING btree ("id","company_id");
--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_alert_company_fk" FOREIGN KEY ("alert_id","company_id") REFERENCES "public"."alerts"("id","company_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_property_company_fk" FOREIGN KEY ("property_id","company_id") REFERENCES "public"."properties"("id","company_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_insights" ADD CONSTRAINT "project_insights_property_company_fk" FOREIGN KEY ("property_id","company_id") REFERENCES "public"."properties"("id","company_id") ON DELETE cascade ON UPDATE no action;
