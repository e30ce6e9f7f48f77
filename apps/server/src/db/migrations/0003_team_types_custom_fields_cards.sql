CREATE TABLE "card_layouts" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"card_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"team_type_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "card_layouts_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"is_mini" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"path_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "cards_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"show_field" boolean DEFAULT true NOT NULL,
	"show_to_child_teams" boolean DEFAULT false NOT NULL,
	"index" integer NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "custom_fields_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "team_types" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "team_types_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "team_type_id" text;--> statement-breakpoint
ALTER TABLE "card_layouts" ADD CONSTRAINT "card_layouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_types" ADD CONSTRAINT "team_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_event_id_team_type_id_team_types_event_id_id_fk" FOREIGN KEY ("event_id","team_type_id") REFERENCES "public"."team_types"("event_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teams_team_type_idx" ON "teams" USING btree ("event_id","team_type_id");