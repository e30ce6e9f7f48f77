CREATE TABLE "event_copies" (
	"id" text PRIMARY KEY NOT NULL,
	"source_event_id" text NOT NULL,
	"target_event_id" text NOT NULL,
	"requested_by" text,
	"options" jsonb NOT NULL,
	"status" text NOT NULL,
	"step" text,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"error" text,
	"runner" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personal_data_removals" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_id" text,
	"performed_by" text,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_hour" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "event_copies" ADD CONSTRAINT "event_copies_source_event_id_events_id_fk" FOREIGN KEY ("source_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_copies" ADD CONSTRAINT "event_copies_target_event_id_events_id_fk" FOREIGN KEY ("target_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_removals" ADD CONSTRAINT "personal_data_removals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_copies_source_idx" ON "event_copies" USING btree ("source_event_id");--> statement-breakpoint
CREATE INDEX "event_copies_target_idx" ON "event_copies" USING btree ("target_event_id");