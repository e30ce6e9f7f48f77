ALTER TABLE "outbox_emails" ADD COLUMN "log_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "log_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "surname" text;--> statement-breakpoint
-- Emails queued before this migration: the log shows them with their links' tokens hidden, and
-- those already delivered (or logged) keep no secret at all.
UPDATE "outbox_emails" SET
  "log_text" = regexp_replace("text_body", '([?&]token=)[^&[:space:]"<>]+', '\1[hidden]', 'g'),
  "log_html" = regexp_replace("html_body", '([?&](amp;)?token=)[^&[:space:]"<>]+', '\1[hidden]', 'g');--> statement-breakpoint
UPDATE "outbox_emails" SET "text_body" = "log_text", "html_body" = "log_html" WHERE "status" IN ('sent', 'logged');
