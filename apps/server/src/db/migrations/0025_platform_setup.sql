-- Custom SQL migration file, put your code below! --
-- Every write to events notifies the app processes at commit (features/platform/event-changes.ts):
-- each keeps a short host -> event cache, which a changed host name or slug must not outlive.
CREATE OR REPLACE FUNCTION showdesk_notify_events_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('showdesk_events', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_changed AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION showdesk_notify_events_changed();
