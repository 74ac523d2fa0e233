ALTER TABLE "agenda_items" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "status_changed_at" timestamp with time zone;
