CREATE TABLE "guest_typed_address_emails" (
	"event_id" text NOT NULL,
	"address" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_typed_address_emails_event_id_address_pk" PRIMARY KEY("event_id","address")
);
--> statement-breakpoint
CREATE TABLE "guest_uploads" (
	"event_id" text NOT NULL,
	"file_id" text NOT NULL,
	"form_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"client_key" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_swept" boolean DEFAULT false NOT NULL,
	CONSTRAINT "guest_uploads_event_id_file_id_pk" PRIMARY KEY("event_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "guest_typed_address_emails" ADD CONSTRAINT "guest_typed_address_emails_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_uploads" ADD CONSTRAINT "guest_uploads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_uploads_client_idx" ON "guest_uploads" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "guest_uploads_form_idx" ON "guest_uploads" USING btree ("event_id","form_id","created_at");--> statement-breakpoint
CREATE INDEX "guest_uploads_unswept_idx" ON "guest_uploads" USING btree ("created_at") WHERE not "guest_uploads"."is_swept";