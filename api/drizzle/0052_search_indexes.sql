-- One search across the app (docs/search.md): the full-text and file-number indexes the search needs that earlier
-- migrations did not make. Expression indexes only (no new column, no table rewrite); the search's queries use the
-- same expressions.
--
-- 1. The key of a planning file number, as addresses/grammar.ts applicationKey computes it ('OZ 22/012 W7',
-- 'OZ-22-012' and 'oz 22 12' give OZ-22-12): the groups of letters and of digits, digits without leading zeros,
-- joined by '-'; a trailing ward ('W7') left out; null when the text is not a file number (one group, no digit, or
-- longer than 80 characters).
CREATE OR REPLACE FUNCTION pw_application_key(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  with g as (
    select m[1] as part, n from regexp_matches(upper(t), '[A-Z]+|[0-9]+', 'g') with ordinality as r(m, n)
    where length(t) <= 80
  ),
  c as (select count(*) as total from g),
  kept as (
    select g.part, g.n from g, c
    where not (
      c.total >= 4 and t ~* '\sW\s?[0-9]{1,2}\s*$'
      and (select part from g g2 where g2.n = c.total - 1) = 'W'
      and (select part from g g2 where g2.n = c.total) ~ '^[0-9]{1,2}$'
      and g.n >= c.total - 1
    )
  )
  select case
    when (select total from c) < 2 or (select total from c) > 10 then null
    when not exists (select 1 from kept where part ~ '^[0-9]') then null
    else (select string_agg(case when part ~ '^[0-9]' then regexp_replace(part, '^0+(?=[0-9])', '') else part end, '-' order by n) from kept)
  end
$$;
--> statement-breakpoint
-- SET search_path FROM CURRENT: an index expression runs with a safe search_path (PostgreSQL 17+), where the inner
-- function would otherwise not be found.
CREATE OR REPLACE FUNCTION pw_application_keys(t text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT SET search_path FROM CURRENT AS $$
  select coalesce(array_agg(k) filter (where k is not null), '{}'::text[]) from (select pw_application_key(x) as k from unnest(t) x) s
$$;
--> statement-breakpoint
-- 2. File numbers found exactly: agenda items' application numbers, tribunal case numbers, mayoral decision numbers,
-- provincial registry numbers (whatever their spelling).
CREATE INDEX IF NOT EXISTS "agenda_items_application_keys_idx" ON "agenda_items" USING gin (pw_application_keys("application_numbers"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "legal_decisions_caseid_key_idx" ON "legal_decisions" (pw_application_key("caseid"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mayoral_decisions_key_idx" ON "mayoral_decisions" (pw_application_key("decision_id"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "proposals_source_key_idx" ON "proposals" (pw_application_key("source_id"));
--> statement-breakpoint
-- 3. Words: the tables the watch lists' full-text columns (migration 0028) do not cover. Their lower-cased search
-- text (written with the row) as a tsvector.
CREATE INDEX IF NOT EXISTS "meetings_search_fts_idx" ON "meetings" USING gin (to_tsvector('english', "search_text"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_search_fts_idx" ON "applications" USING gin (to_tsvector('english', "search_text"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alerts_search_fts_idx" ON "alerts" USING gin (to_tsvector('english', "search_text"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_documents_search_fts_idx" ON "property_documents" USING gin (to_tsvector('english', left(coalesce("extracted_text", ''), 200000)));
