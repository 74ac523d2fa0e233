-- Reference rows of the pipeline: committee types and the four insight categories.
-- ON CONFLICT keeps the seed idempotent.
INSERT INTO "committee_types" ("slug", "display_name") VALUES
  ('council', 'Council'),
  ('planning', 'Planning Committee'),
  ('committee_of_adjustment', 'Committee of Adjustment'),
  ('executive', 'Executive Committee'),
  ('general_government', 'General Government Committee'),
  ('infrastructure', 'Infrastructure and Environment Committee'),
  ('community_council', 'Community Council'),
  ('heritage', 'Heritage Committee'),
  ('budget', 'Budget Committee'),
  ('housing', 'Housing Committee'),
  ('board', 'Board or Authority'),
  ('other', 'Other Committee')
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "insight_categories" ("slug", "label", "icon", "description", "sort_order") VALUES
  ('competitors', 'Competitors', 'team', 'Development applications near your property that may compete with it.', 1),
  ('precedents', 'Precedents', 'bank', 'Tribunal decisions on similar matters that show how a case like yours may go.', 2),
  ('city_growth', 'City Growth', 'rise', 'Infrastructure, transit and growth decisions that change the area around your property.', 3),
  ('big_policies', 'Big Policies', 'file-text', 'Official plan, zoning by-law, fee and provincial policy changes that apply to your property.', 4)
ON CONFLICT ("slug") DO NOTHING;
