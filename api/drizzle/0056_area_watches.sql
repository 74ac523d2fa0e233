-- Areas: a watch of kind 'area' follows the new development applications inside a polygon or a circle drawn on the
-- map (docs/watches.md "Areas"). The geometry is kept as given ("area", GeoJSON-like, longitude first) with its
-- bounding box in four columns (the prefilter of the matching); a keyword watch keeps kind 'terms'.
ALTER TABLE "watches" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'terms' NOT NULL;
--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN IF NOT EXISTS "area" jsonb;
--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN IF NOT EXISTS "area_south" double precision;
--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN IF NOT EXISTS "area_west" double precision;
--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN IF NOT EXISTS "area_north" double precision;
--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN IF NOT EXISTS "area_east" double precision;
--> statement-breakpoint
-- The application types an area wants; null: every type.
ALTER TABLE "watches" ADD COLUMN IF NOT EXISTS "application_types" text[];
--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_kind_check" CHECK ("kind" in ('terms', 'area'));
--> statement-breakpoint
-- An area has its geometry and bounding box; a keyword watch has neither.
ALTER TABLE "watches" ADD CONSTRAINT "watches_area_check" CHECK (("kind" = 'area') = ("area" is not null and "area_south" is not null and "area_west" is not null and "area_north" is not null and "area_east" is not null));
--> statement-breakpoint
-- An area has no terms (an empty string, so the generated query is empty and matches nothing).
ALTER TABLE "watches" DROP CONSTRAINT IF EXISTS "watches_terms_length";
--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_terms_length" CHECK (("kind" = 'area' and "terms" = '') or char_length("terms") between 1 and 200);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "watches_area_idx" ON "watches" ("area_south", "area_north") WHERE "kind" = 'area' and not "paused";
