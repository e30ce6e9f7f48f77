ALTER TABLE "forms" ADD COLUMN "guest_send_limit" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
-- Sent submissions before this column: their last update is the nearest known time of the send.
UPDATE "submissions" SET "submitted_at" = "updated_at" WHERE NOT "is_draft";
