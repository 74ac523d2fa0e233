-- The language a user reads the app in (docs/i18n.md): en-CA (the default, the app's own English) or fr-CA. Set from
-- the browser's language at sign-up and changed in Account settings; the server's answers to that user follow it.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en-CA' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_language_check";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" in ('en-CA', 'fr-CA'));
