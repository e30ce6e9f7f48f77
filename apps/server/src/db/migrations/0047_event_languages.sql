ALTER TABLE "events" ADD COLUMN "languages" text[] DEFAULT '{en-GB}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "default_language" text DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_default_language_offered" CHECK ("events"."default_language" = any("events"."languages"));