CREATE TABLE "notifications" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"send_email" boolean DEFAULT false NOT NULL,
	"team_id" text,
	"team_type_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"provider_response" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "notifications_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_updated_idx" ON "notifications" USING btree ("event_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_status_sent_idx" ON "notifications" USING btree ("event_id","status","sent_at");