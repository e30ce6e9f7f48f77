CREATE TABLE "field_groups" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"field_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"logic_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "field_groups_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_fields" (
	"event_id" text NOT NULL,
	"holder_id" text NOT NULL,
	"id" text NOT NULL,
	"holder_type" text NOT NULL,
	"type" text NOT NULL,
	"settings" jsonb NOT NULL,
	"field_group_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "form_fields_event_id_holder_id_id_pk" PRIMARY KEY("event_id","holder_id","id")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"field_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"logic_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_editable" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"confirmation_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"notification_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"webhook_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "forms_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "locks" (
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	CONSTRAINT "locks_event_id_type_id_pk" PRIMARY KEY("event_id","type","id")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"form_id" text NOT NULL,
	"team_id" text,
	"is_draft" boolean DEFAULT false NOT NULL,
	"task_id" text,
	"is_guest" boolean DEFAULT false NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "submissions_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "field_groups" ADD CONSTRAINT "field_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locks" ADD CONSTRAINT "locks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_event_id_form_id_forms_event_id_id_fk" FOREIGN KEY ("event_id","form_id") REFERENCES "public"."forms"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_fields_field_group_idx" ON "form_fields" USING btree ("event_id","field_group_id") WHERE "form_fields"."field_group_id" is not null;--> statement-breakpoint
CREATE INDEX "forms_list_idx" ON "forms" USING btree ("event_id","is_archived","title");--> statement-breakpoint
CREATE INDEX "submissions_form_updated_idx" ON "submissions" USING btree ("event_id","form_id","updated_at");--> statement-breakpoint
CREATE INDEX "submissions_team_idx" ON "submissions" USING btree ("event_id","team_id","form_id");