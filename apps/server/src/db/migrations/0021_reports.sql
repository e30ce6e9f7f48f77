CREATE TABLE "reports" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"report_type" text NOT NULL,
	"operation" text NOT NULL,
	"status" text,
	"all_tasks" boolean DEFAULT true NOT NULL,
	"task_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"all_teams" boolean DEFAULT true NOT NULL,
	"team_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"form_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "reports_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_list_idx" ON "reports" USING btree ("event_id","name");