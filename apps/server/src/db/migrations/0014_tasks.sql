CREATE TABLE "task_groups" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"task_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "task_groups_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'task' NOT NULL,
	"due_date" date,
	"attachment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"form_id" text,
	"is_time_sensitive" boolean DEFAULT false NOT NULL,
	"external_link" text DEFAULT '' NOT NULL,
	"is_approval_needed" boolean DEFAULT false NOT NULL,
	"disclaimer" text DEFAULT '' NOT NULL,
	"team_type_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_to_child_teams" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "tasks_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "task_groups" ADD CONSTRAINT "task_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_groups_list_idx" ON "task_groups" USING btree ("event_id","is_archived","title");--> statement-breakpoint
CREATE INDEX "tasks_list_idx" ON "tasks" USING btree ("event_id","is_archived","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_form_idx" ON "tasks" USING btree ("event_id","form_id");--> statement-breakpoint
-- Tasks and groups are content members read: their writes move the event's content version.
CREATE TRIGGER "tasks_content_version" AFTER INSERT OR UPDATE OR DELETE ON "tasks" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "task_groups_content_version" AFTER INSERT OR UPDATE OR DELETE ON "task_groups" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');
