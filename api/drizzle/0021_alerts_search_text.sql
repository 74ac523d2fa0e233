-- The alerts list's search: the alert's own text (title, summary, preview; a newline between them) lower-cased
-- once when written and searched with LIKE, instead of ILIKE on each column, which lower-cased every summary of
-- the company again on each search (about two thirds of the search's database time). Same matches: ILIKE is LIKE
-- on lower() of both sides. The joined names (meeting, municipality, property) keep their ILIKE.
ALTER TABLE "alerts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || chr(10) || summary || chr(10) || coalesce(preview, ''))) STORED NOT NULL;
