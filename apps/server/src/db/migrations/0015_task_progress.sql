CREATE TABLE "calendar_feeds" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"task_id" text NOT NULL,
	"team_id" text NOT NULL,
	"text" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"likes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "task_comments_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "task_reminder_sends" (
	"event_id" text NOT NULL,
	"team_id" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_reminder_sends_event_id_team_id_day_pk" PRIMARY KEY("event_id","team_id","day")
);
--> statement-breakpoint
CREATE TABLE "task_replies" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"comment_id" text NOT NULL,
	"text" text NOT NULL,
	"likes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "task_replies_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "task_statuses" (
	"event_id" text NOT NULL,
	"task_id" text NOT NULL,
	"team_id" text NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"is_not_applicable" boolean DEFAULT false NOT NULL,
	"approval_status" text,
	"approval_note" text DEFAULT '' NOT NULL,
	"assigned_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"submission_id" text,
	"file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "task_statuses_event_id_task_id_team_id_pk" PRIMARY KEY("event_id","task_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminder_sends" ADD CONSTRAINT "task_reminder_sends_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_replies" ADD CONSTRAINT "task_replies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_replies" ADD CONSTRAINT "task_replies_comment_fk" FOREIGN KEY ("event_id","comment_id") REFERENCES "public"."task_comments"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_statuses" ADD CONSTRAINT "task_statuses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("event_id","token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_lookup_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "task_comments_thread_idx" ON "task_comments" USING btree ("event_id","task_id","team_id","created_at");--> statement-breakpoint
CREATE INDEX "task_replies_comment_idx" ON "task_replies" USING btree ("event_id","comment_id","created_at");--> statement-breakpoint
CREATE INDEX "task_statuses_team_idx" ON "task_statuses" USING btree ("event_id","team_id","task_id");