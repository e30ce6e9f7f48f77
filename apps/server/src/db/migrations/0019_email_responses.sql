CREATE TABLE "email_responses" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"outbox_email_id" text NOT NULL,
	"message_id" text,
	"type" text NOT NULL,
	"recipient" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"user_id" text,
	"template_id" text NOT NULL,
	"platform" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_responses_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "email_responses" ADD CONSTRAINT "email_responses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_responses_email_idx" ON "email_responses" USING btree ("event_id","outbox_email_id","created_at");--> statement-breakpoint
CREATE INDEX "email_responses_user_idx" ON "email_responses" USING btree ("event_id","user_id","created_at");