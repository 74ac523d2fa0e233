-- The Ontario municipalities the product covers by default and the regions that contain them. Global reference
-- data; the ingest pipeline adds municipalities it meets. ON CONFLICT keeps the seed idempotent.
INSERT INTO "municipalities" ("name", "parent_name") VALUES
  ('Durham Region', NULL),
  ('Halton Region', NULL),
  ('Peel Region', NULL),
  ('York Region', NULL),
  ('Toronto', NULL),
  ('Ottawa', NULL),
  ('Mississauga', 'Peel Region'),
  ('Brampton', 'Peel Region'),
  ('Oakville', 'Halton Region'),
  ('Oshawa', 'Durham Region'),
  ('Vaughan', 'York Region'),
  ('Markham', 'York Region'),
  ('Richmond Hill', 'York Region')
ON CONFLICT ("name") DO NOTHING;
