CREATE TABLE "event_data_versions" (
	"event_id" text NOT NULL,
	"area" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_data_versions_event_id_area_pk" PRIMARY KEY("event_id","area")
);
--> statement-breakpoint
ALTER TABLE "event_data_versions" ADD CONSTRAINT "event_data_versions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;;--> statement-breakpoint
-- Bumps the version of an area of an event in the writing transaction (see schema/data-versions.ts).
-- A row of an event being deleted bumps nothing: the event and its versions go with it.
CREATE FUNCTION "bump_event_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_event text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_event := OLD.event_id;
  ELSE
    changed_event := NEW.event_id;
  END IF;
  INSERT INTO "event_data_versions" ("event_id", "area", "version")
    SELECT changed_event, TG_ARGV[0], 1
    WHERE EXISTS (SELECT 1 FROM "events" WHERE "id" = changed_event)
    ON CONFLICT ("event_id", "area") DO UPDATE SET "version" = "event_data_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_pages_content_version" AFTER INSERT OR UPDATE OR DELETE ON "content_pages" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "content_sections_content_version" AFTER INSERT OR UPDATE OR DELETE ON "content_sections" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "downloads_content_version" AFTER INSERT OR UPDATE OR DELETE ON "downloads" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "assets_content_version" AFTER INSERT OR UPDATE OR DELETE ON "assets" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "cards_content_version" AFTER INSERT OR UPDATE OR DELETE ON "cards" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "card_layouts_content_version" AFTER INSERT OR UPDATE OR DELETE ON "card_layouts" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "event_settings_content_version" AFTER INSERT OR UPDATE OR DELETE ON "event_settings" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "core_pages_content_version" AFTER INSERT OR UPDATE OR DELETE ON "core_pages" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "sidebar_sections_content_version" AFTER INSERT OR UPDATE OR DELETE ON "sidebar_sections" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "team_types_content_version" AFTER INSERT OR UPDATE OR DELETE ON "team_types" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');
