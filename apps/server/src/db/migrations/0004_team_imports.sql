CREATE TABLE "team_import_rows" (
	"event_id" text NOT NULL,
	"import_id" text NOT NULL,
	"row_number" integer NOT NULL,
	"cells" text[] NOT NULL,
	"status" text NOT NULL,
	"problems" text[] DEFAULT '{}'::text[] NOT NULL,
	"will_update" boolean DEFAULT false NOT NULL,
	"check" jsonb,
	"team_id" text,
	"user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_import_rows_event_id_import_id_row_number_pk" PRIMARY KEY("event_id","import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "team_imports" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"columns" text[] NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "team_imports_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "team_import_rows" ADD CONSTRAINT "team_import_rows_event_id_import_id_team_imports_event_id_id_fk" FOREIGN KEY ("event_id","import_id") REFERENCES "public"."team_imports"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_imports" ADD CONSTRAINT "team_imports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_import_rows_status_idx" ON "team_import_rows" USING btree ("event_id","import_id","status");