-- The second sign-in step is bound to the password step: a correct password on an account with two-factor
-- authentication opens a challenge whose random id is given to that client only (stored here as its SHA-256), with
-- its own count of wrong codes; a code sent without the id, or with another one, is refused without counting.
ALTER TABLE "users" ADD COLUMN "two_factor_challenge_hash" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_challenge_attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Platform operators run the global ingest sources (/api/admin/*). Set only from the command line
-- (`npm run operator -- grant <email>`), never through the API.
ALTER TABLE "users" ADD COLUMN "platform_operator" boolean DEFAULT false NOT NULL;
