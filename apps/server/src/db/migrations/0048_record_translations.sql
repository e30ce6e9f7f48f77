CREATE TABLE "record_translations" (
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"language" text NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "record_translations_event_id_kind_record_id_language_pk" PRIMARY KEY("event_id","kind","record_id","language")
);
--> statement-breakpoint
ALTER TABLE "record_translations" ADD CONSTRAINT "record_translations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Members' reads in a language are remembered at the event's content version (pages, tasks,
-- forms, downloads, suppliers) or its notifications version (schema/data-versions.ts): a
-- translation's write bumps both.
CREATE TRIGGER "record_translations_content_version" AFTER INSERT OR UPDATE OR DELETE ON "record_translations" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "record_translations_notifications_version" AFTER INSERT OR UPDATE OR DELETE ON "record_translations" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('notifications');
--> statement-breakpoint
-- A translation's changes are in the event's activity: the record's kind and id, and the language.
CREATE TRIGGER "record_translations_audit" AFTER INSERT OR UPDATE OR DELETE ON "record_translations" FOR EACH ROW EXECUTE FUNCTION audit_row('settings', 'translation', 'kind,record_id,language', 'kind,language', '', '', '', '');
