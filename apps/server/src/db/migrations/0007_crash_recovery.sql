CREATE TABLE "storage_journal" (
	"event_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"process_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_journal_event_id_storage_key_pk" PRIMARY KEY("event_id","storage_key")
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_imports" ADD COLUMN "runner" text;--> statement-breakpoint
ALTER TABLE "team_imports" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_emails_claimed_idx" ON "outbox_emails" USING btree ("claimed_by") WHERE "outbox_emails"."claimed_by" is not null;