CREATE TABLE "form_notifications" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"form_id" text NOT NULL,
	"name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"send_to_type" text DEFAULT 'user' NOT NULL,
	"send_to" text DEFAULT '' NOT NULL,
	"send_to_field_group_id" text,
	"send_to_loop_index" integer,
	"bcc_to" text DEFAULT '' NOT NULL,
	"reply_to" text DEFAULT '' NOT NULL,
	"is_form_title_subject_line" boolean DEFAULT true NOT NULL,
	"subject_line" text DEFAULT '' NOT NULL,
	"show_submission" boolean DEFAULT true NOT NULL,
	"show_custom_fields" boolean DEFAULT false NOT NULL,
	"show_hidden_custom_fields" boolean DEFAULT false NOT NULL,
	"operator" text DEFAULT 'ANY' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_admin_default" boolean DEFAULT false NOT NULL,
	"is_user_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "form_notifications_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "bcc_addresses" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "form_notifications" ADD CONSTRAINT "form_notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_notifications" ADD CONSTRAINT "form_notifications_event_id_form_id_forms_event_id_id_fk" FOREIGN KEY ("event_id","form_id") REFERENCES "public"."forms"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_notifications_form_idx" ON "form_notifications" USING btree ("event_id","form_id");