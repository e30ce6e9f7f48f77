CREATE TABLE "form_confirmations" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"form_id" text NOT NULL,
	"name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT 'ANY' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "form_confirmations_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_confirmations" ADD CONSTRAINT "form_confirmations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_confirmations" ADD CONSTRAINT "form_confirmations_event_id_form_id_forms_event_id_id_fk" FOREIGN KEY ("event_id","form_id") REFERENCES "public"."forms"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_confirmations_form_idx" ON "form_confirmations" USING btree ("event_id","form_id");