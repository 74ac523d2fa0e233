-- Regional and overlapping bodies, and meeting pages that failed to ingest.
--
-- 1. municipality_members: an upper-tier region or a conservation authority and the municipalities it includes.
-- An agenda item of the body is matched against the properties of its members (by address, distance and as a
-- policy), and a property in a member may follow the body's committees. Global reference data (no company_id).
-- One level only: a body lists the lower-tier (or single-tier) municipalities themselves, never another body.
CREATE TABLE "municipality_members" (
  "region_id" integer NOT NULL REFERENCES "municipalities"("id") ON DELETE CASCADE,
  "member_id" integer NOT NULL REFERENCES "municipalities"("id") ON DELETE CASCADE,
  PRIMARY KEY ("region_id", "member_id"),
  CONSTRAINT "municipality_members_not_self" CHECK ("region_id" <> "member_id")
);
--> statement-breakpoint
CREATE INDEX "municipality_members_member_idx" ON "municipality_members" ("member_id");
--> statement-breakpoint
-- The bodies and members named below that earlier seeds or ingests did not create.
INSERT INTO "municipalities" ("name", "parent_name") VALUES
  ('Toronto and Region Conservation Authority', NULL),
  ('Credit Valley Conservation', NULL),
  ('Conservation Halton', NULL),
  ('Caledon', 'Peel Region'),
  ('Aurora', 'York Region'),
  ('Newmarket', 'York Region'),
  ('King', 'York Region'),
  ('Whitchurch-Stouffville', 'York Region'),
  ('East Gwillimbury', 'York Region'),
  ('Georgina', 'York Region'),
  ('Pickering', 'Durham Region'),
  ('Ajax', 'Durham Region'),
  ('Whitby', 'Durham Region'),
  ('Clarington', 'Durham Region'),
  ('Scugog', 'Durham Region'),
  ('Uxbridge', 'Durham Region'),
  ('Brock', 'Durham Region'),
  ('Burlington', 'Halton Region'),
  ('Milton', 'Halton Region'),
  ('Halton Hills', 'Halton Region'),
  ('Hamilton', NULL)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
-- Rows an ingest created before (e.g. 'Burlington' from its eSCRIBE portal) get their region too.
UPDATE "municipalities" m SET "parent_name" = v.parent
FROM (VALUES
  ('Caledon', 'Peel Region'), ('Aurora', 'York Region'), ('Newmarket', 'York Region'), ('King', 'York Region'),
  ('Whitchurch-Stouffville', 'York Region'), ('East Gwillimbury', 'York Region'), ('Georgina', 'York Region'),
  ('Pickering', 'Durham Region'), ('Ajax', 'Durham Region'), ('Whitby', 'Durham Region'), ('Clarington', 'Durham Region'),
  ('Scugog', 'Durham Region'), ('Uxbridge', 'Durham Region'), ('Brock', 'Durham Region'),
  ('Burlington', 'Halton Region'), ('Milton', 'Halton Region'), ('Halton Hills', 'Halton Region')
) AS v(name, parent)
WHERE m."name" = v.name AND m."parent_name" IS NULL;
--> statement-breakpoint
-- The memberships. Upper-tier regions: their lower-tier municipalities. Conservation authorities: the
-- municipalities of their watershed jurisdiction (in whole or in part) among those above; TRCA's jurisdiction
-- also takes in parts of Adjala-Tosorontio and Mono, Credit Valley's parts of Dufferin and Wellington counties,
-- Conservation Halton's part of Puslinch: not listed, none of them is watched.
INSERT INTO "municipality_members" ("region_id", "member_id")
SELECT r."id", m."id"
FROM (VALUES
  ('Peel Region', 'Mississauga'), ('Peel Region', 'Brampton'), ('Peel Region', 'Caledon'),
  ('York Region', 'Vaughan'), ('York Region', 'Markham'), ('York Region', 'Richmond Hill'), ('York Region', 'Aurora'),
  ('York Region', 'Newmarket'), ('York Region', 'King'), ('York Region', 'Whitchurch-Stouffville'),
  ('York Region', 'East Gwillimbury'), ('York Region', 'Georgina'),
  ('Durham Region', 'Oshawa'), ('Durham Region', 'Pickering'), ('Durham Region', 'Ajax'), ('Durham Region', 'Whitby'),
  ('Durham Region', 'Clarington'), ('Durham Region', 'Scugog'), ('Durham Region', 'Uxbridge'), ('Durham Region', 'Brock'),
  ('Halton Region', 'Oakville'), ('Halton Region', 'Burlington'), ('Halton Region', 'Milton'), ('Halton Region', 'Halton Hills'),
  ('Toronto and Region Conservation Authority', 'Toronto'),
  ('Toronto and Region Conservation Authority', 'Mississauga'),
  ('Toronto and Region Conservation Authority', 'Brampton'),
  ('Toronto and Region Conservation Authority', 'Caledon'),
  ('Toronto and Region Conservation Authority', 'Vaughan'),
  ('Toronto and Region Conservation Authority', 'Markham'),
  ('Toronto and Region Conservation Authority', 'Richmond Hill'),
  ('Toronto and Region Conservation Authority', 'King'),
  ('Toronto and Region Conservation Authority', 'Aurora'),
  ('Toronto and Region Conservation Authority', 'Whitchurch-Stouffville'),
  ('Toronto and Region Conservation Authority', 'Pickering'),
  ('Toronto and Region Conservation Authority', 'Ajax'),
  ('Toronto and Region Conservation Authority', 'Uxbridge'),
  ('Credit Valley Conservation', 'Mississauga'), ('Credit Valley Conservation', 'Brampton'),
  ('Credit Valley Conservation', 'Caledon'), ('Credit Valley Conservation', 'Halton Hills'),
  ('Credit Valley Conservation', 'Milton'), ('Credit Valley Conservation', 'Oakville'),
  ('Conservation Halton', 'Burlington'), ('Conservation Halton', 'Oakville'), ('Conservation Halton', 'Milton'),
  ('Conservation Halton', 'Halton Hills'), ('Conservation Halton', 'Hamilton'), ('Conservation Halton', 'Mississauga')
) AS v(region, member)
JOIN "municipalities" r ON r."name" = v.region
JOIN "municipalities" m ON m."name" = v.member
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 2. meeting_fetch_failures: a meeting whose own page (its agenda) could not be fetched or read. The rest of the
-- portal is stored; the meeting is retried on the next runs (from the calendar entry kept here, even once the
-- calendar no longer lists it) until it succeeds, which deletes the row, or `attempts` reaches the retry bound,
-- after which the row stays to be seen by an administrator. Global data like source_status (no company_id).
CREATE TABLE "meeting_fetch_failures" (
  "source" text NOT NULL,
  "source_id" text NOT NULL,
  "title" text NOT NULL,
  "starts_at" timestamp with time zone,
  "url" text NOT NULL,
  "error" text NOT NULL,
  "attempts" integer NOT NULL DEFAULT 1,
  "first_failed_at" timestamp with time zone NOT NULL DEFAULT now(),
  "failed_at" timestamp with time zone NOT NULL DEFAULT now(),
  "payload" jsonb NOT NULL,
  PRIMARY KEY ("source", "source_id")
);
