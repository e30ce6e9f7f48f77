CREATE TABLE "welcome_chaser_recipients" (
	"event_id" text NOT NULL,
	"chaser_id" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"outbox_email_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welcome_chaser_recipients_event_id_chaser_id_user_id_pk" PRIMARY KEY("event_id","chaser_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "welcome_chasers" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"not_members" integer DEFAULT 0 NOT NULL,
	"runner" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "welcome_chasers_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "welcome_chaser_recipients" ADD CONSTRAINT "welcome_chaser_recipients_event_id_chaser_id_welcome_chasers_event_id_id_fk" FOREIGN KEY ("event_id","chaser_id") REFERENCES "public"."welcome_chasers"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_chasers" ADD CONSTRAINT "welcome_chasers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "welcome_chaser_recipients_status_idx" ON "welcome_chaser_recipients" USING btree ("event_id","chaser_id","status");--> statement-breakpoint
CREATE INDEX "welcome_chasers_status_idx" ON "welcome_chasers" USING btree ("event_id","status","created_at");