CREATE TABLE "supplier_groups" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"supplier_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "supplier_groups_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"company" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_to_team_type_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"hide_from_team_type_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "suppliers_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "supplier_groups" ADD CONSTRAINT "supplier_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_groups_list_idx" ON "supplier_groups" USING btree ("event_id","is_archived","title");--> statement-breakpoint
CREATE INDEX "suppliers_list_idx" ON "suppliers" USING btree ("event_id","is_archived",lower("company"),"id");--> statement-breakpoint
CREATE TRIGGER "suppliers_content_version" AFTER INSERT OR UPDATE OR DELETE ON "suppliers" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "supplier_groups_content_version" AFTER INSERT OR UPDATE OR DELETE ON "supplier_groups" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');
