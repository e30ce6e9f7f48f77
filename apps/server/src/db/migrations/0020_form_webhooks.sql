CREATE TABLE "form_webhooks" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"form_id" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"operator" text DEFAULT 'ANY' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_url" text NOT NULL,
	"request_method" text DEFAULT 'POST' NOT NULL,
	"request_format" text DEFAULT 'JSON' NOT NULL,
	"header_key" text,
	"header_value" text DEFAULT '' NOT NULL,
	"payload_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "form_webhooks_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempts" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"delivery_id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"response_excerpt" text DEFAULT '' NOT NULL,
	"error" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "webhook_delivery_attempts_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_webhooks" ADD CONSTRAINT "form_webhooks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_webhooks" ADD CONSTRAINT "form_webhooks_event_id_form_id_forms_event_id_id_fk" FOREIGN KEY ("event_id","form_id") REFERENCES "public"."forms"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_id_form_webhooks_event_id_id_fk" FOREIGN KEY ("event_id","webhook_id") REFERENCES "public"."form_webhooks"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_event_id_delivery_id_webhook_deliveries_event_id_id_fk" FOREIGN KEY ("event_id","delivery_id") REFERENCES "public"."webhook_deliveries"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_webhooks_form_idx" ON "form_webhooks" USING btree ("event_id","form_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("event_id","webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_claimed_idx" ON "webhook_deliveries" USING btree ("claimed_by") WHERE "webhook_deliveries"."claimed_by" is not null;--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_log_idx" ON "webhook_delivery_attempts" USING btree ("event_id","webhook_id","attempted_at");