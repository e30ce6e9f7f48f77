ALTER TABLE "notifications" ADD COLUMN "email_cursor" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emails_queued" integer DEFAULT 0 NOT NULL;