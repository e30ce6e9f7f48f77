CREATE TABLE "content_pages" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"section_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"icon" text DEFAULT 'file-text' NOT NULL,
	"allowed_team_type_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"asset_id" text,
	"show_to_child_teams" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "content_pages_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_sections" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"content_id" text NOT NULL,
	"type" text NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"is_new_section" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "content_sections_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"file_type" text DEFAULT '' NOT NULL,
	"show_download" boolean DEFAULT true NOT NULL,
	"show_to_child_teams" boolean DEFAULT false NOT NULL,
	"show_to_team_type_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"hide_from_team_type_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "downloads_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_sections" ADD CONSTRAINT "content_sections_event_id_content_id_content_pages_event_id_id_fk" FOREIGN KEY ("event_id","content_id") REFERENCES "public"."content_pages"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_sections_content_idx" ON "content_sections" USING btree ("event_id","content_id");