-- Links are http(s) only: the API refuses other schemes and ingest drops them from source records. This
-- clears what was stored before: a nullable link becomes NULL, an attachment whose only content is its link
-- is removed, and the same for the link keys of JSON details.

UPDATE "meetings" SET "document_url" = NULL WHERE "document_url" IS NOT NULL AND "document_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "meetings" SET "agenda_url" = NULL WHERE "agenda_url" IS NOT NULL AND "agenda_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "meetings" SET "revised_agenda_url" = NULL WHERE "revised_agenda_url" IS NOT NULL AND "revised_agenda_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "meetings" SET "minutes_url" = NULL WHERE "minutes_url" IS NOT NULL AND "minutes_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "meetings" SET "source_url" = NULL WHERE "source_url" IS NOT NULL AND "source_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "agenda_items" SET "source_url" = NULL WHERE "source_url" IS NOT NULL AND "source_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "documents" SET "url" = NULL WHERE "url" IS NOT NULL AND "url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "alerts" SET "document_url" = NULL WHERE "document_url" IS NOT NULL AND "document_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "project_insights" SET "proposal_url" = NULL WHERE "proposal_url" IS NOT NULL AND "proposal_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "project_insights" SET "document_url" = NULL WHERE "document_url" IS NOT NULL AND "document_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "proposals" SET "url" = NULL WHERE "url" IS NOT NULL AND "url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "legal_decisions" SET "url" = NULL WHERE "url" IS NOT NULL AND "url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "legal_decisions" SET "pdf_url" = NULL WHERE "pdf_url" IS NOT NULL AND "pdf_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "mayoral_decisions" SET "url" = NULL WHERE "url" IS NOT NULL AND "url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "bylaws" SET "bylaw_url" = NULL WHERE "bylaw_url" IS NOT NULL AND "bylaw_url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
DELETE FROM "proposal_attachments" WHERE "url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
DELETE FROM "decision_attachments" WHERE "url" !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
--> statement-breakpoint
UPDATE "agenda_items" SET "document_links" = COALESCE((
  SELECT jsonb_agg(link) FROM jsonb_array_elements("document_links") AS link
  WHERE jsonb_typeof(link -> 'url') = 'string' AND link ->> 'url' ~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$'
), '[]'::jsonb)
WHERE jsonb_typeof("document_links") = 'array' AND EXISTS (
  SELECT 1 FROM jsonb_array_elements("document_links") AS link
  WHERE NOT (jsonb_typeof(link -> 'url') = 'string' AND link ->> 'url' ~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$')
);
--> statement-breakpoint
UPDATE "project_insights" SET "insight_data" = jsonb_set("insight_data", '{source_document_url}', 'null'::jsonb)
WHERE jsonb_typeof("insight_data" -> 'source_document_url') = 'string' AND "insight_data" ->> 'source_document_url' !~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$';
