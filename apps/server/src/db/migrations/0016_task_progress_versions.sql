-- Versions of what a team's task list shows beside the content area (see schema/data-versions.ts):
-- each team's progress ('taskProgress:<team id>', bumped by every write to its task statuses) and
-- the names of the event's members ('people', bumped when a name changes or a member goes), so
-- members' task lists are served from a cache until their team's progress or a name changes.
CREATE FUNCTION "bump_team_task_progress_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "event_data_versions" ("event_id", "area", "version")
      SELECT OLD.event_id, 'taskProgress:' || OLD.team_id, 1
      WHERE EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD.event_id)
      ON CONFLICT ("event_id", "area") DO UPDATE SET "version" = "event_data_versions"."version" + 1;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.team_id IS DISTINCT FROM OLD.team_id) THEN
    INSERT INTO "event_data_versions" ("event_id", "area", "version")
      SELECT NEW.event_id, 'taskProgress:' || NEW.team_id, 1
      WHERE EXISTS (SELECT 1 FROM "events" WHERE "id" = NEW.event_id)
      ON CONFLICT ("event_id", "area") DO UPDATE SET "version" = "event_data_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "task_statuses_team_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "task_statuses" FOR EACH ROW EXECUTE FUNCTION "bump_team_task_progress_version"();--> statement-breakpoint
CREATE TRIGGER "members_people_version" AFTER UPDATE OF "first_name", "surname" OR DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('people');
