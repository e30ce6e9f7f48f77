CREATE TABLE "submission_days" (
	"event_id" text NOT NULL,
	"form_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_days_event_id_form_id_day_pk" PRIMARY KEY("event_id","form_id","day")
);
--> statement-breakpoint
CREATE TABLE "submission_figures" (
	"event_id" text NOT NULL,
	"form_id" text NOT NULL,
	"team_id" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_figures_event_id_form_id_team_id_pk" PRIMARY KEY("event_id","form_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "task_completion_days" (
	"event_id" text NOT NULL,
	"task_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_completion_days_event_id_task_id_day_pk" PRIMARY KEY("event_id","task_id","day")
);
--> statement-breakpoint
CREATE TABLE "task_figures" (
	"event_id" text NOT NULL,
	"task_id" text NOT NULL,
	"team_type_id" text NOT NULL,
	"state" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_figures_event_id_task_id_team_type_id_state_pk" PRIMARY KEY("event_id","task_id","team_type_id","state")
);
--> statement-breakpoint
ALTER TABLE "submission_days" ADD CONSTRAINT "submission_days_event_id_form_id_forms_event_id_id_fk" FOREIGN KEY ("event_id","form_id") REFERENCES "public"."forms"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_figures" ADD CONSTRAINT "submission_figures_event_id_form_id_forms_event_id_id_fk" FOREIGN KEY ("event_id","form_id") REFERENCES "public"."forms"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completion_days" ADD CONSTRAINT "task_completion_days_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_figures" ADD CONSTRAINT "task_figures_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept report figures (schema/reports.ts). Task figures count exhibitor team × task pairs per
-- task, team type and state; they change with a team's status row, with a team's organiser
-- flag, type or stand share role, and with a task's team types, showToChildTeams or approval
-- rule. Statement triggers on the three tables apply each change as +1/-1 moves in the writing
-- transaction. An event's figures lock (advisory, class 0x5d06 = 23814) orders them: status
-- writes take it shared (their moves commute), changes to teams and tasks and the recount take
-- it exclusive, so that they read every status as committed and no status write reads a team or
-- task they are changing.
CREATE TYPE "task_figure_move" AS ("event_id" text, "task_id" text, "team_type_id" text, "state" text, "day" date, "d" integer);--> statement-breakpoint
-- The state a team's progress on a task is counted in: the task report's statusOf without the
-- clock (no status row: open).
CREATE FUNCTION "task_figure_state"("p_needs_approval" boolean, "p_is_complete" boolean, "p_is_not_applicable" boolean, "p_approval_status" text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_needs_approval AND p_is_complete AND p_approval_status = 'pending' THEN 'awaitingApproval'
    WHEN p_is_complete THEN 'complete'
    WHEN p_is_not_applicable THEN 'notApplicable'
    ELSE 'open' END
$$;--> statement-breakpoint
-- Whether a team × task pair is counted: the task report's rule (organiser teams left out; the
-- task's team types; a stand share's child team only with showToChildTeams).
CREATE FUNCTION "task_figure_counts"("p_is_organiser" boolean, "p_team_type_id" text, "p_stand_share_role" text, "p_task_type_ids" text[], "p_show_to_child_teams" boolean)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT NOT p_is_organiser
    AND (cardinality(p_task_type_ids) = 0 OR p_team_type_id = ANY(p_task_type_ids)) IS TRUE
    AND (p_stand_share_role IS DISTINCT FROM 'child' OR p_show_to_child_teams)
$$;--> statement-breakpoint
CREATE FUNCTION "lock_task_figures"("p_event_ids" text[], "p_exclusive" boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  e text;
BEGIN
  FOR e IN SELECT DISTINCT x FROM unnest(p_event_ids) x ORDER BY x LOOP
    IF p_exclusive THEN
      PERFORM pg_advisory_xact_lock(23814, hashtext(e));
    ELSE
      PERFORM pg_advisory_xact_lock_shared(23814, hashtext(e));
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
-- Adds moves to the figures (upserts in key order; an event being deleted gets none).
CREATE FUNCTION "apply_task_figure_moves"("p_moves" task_figure_move[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "task_figures" AS f ("event_id", "task_id", "team_type_id", "state", "count")
    SELECT m.event_id, m.task_id, m.team_type_id, m.state, sum(m.d)
    FROM unnest(p_moves) m
    WHERE EXISTS (SELECT 1 FROM "events" e WHERE e.id = m.event_id)
    GROUP BY 1, 2, 3, 4 HAVING sum(m.d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("event_id", "task_id", "team_type_id", "state")
    DO UPDATE SET "count" = f."count" + excluded."count";
  INSERT INTO "task_completion_days" AS f ("event_id", "task_id", "day", "count")
    SELECT m.event_id, m.task_id, m.day, sum(m.d)
    FROM unnest(p_moves) m
    WHERE m.state = 'complete' AND EXISTS (SELECT 1 FROM "events" e WHERE e.id = m.event_id)
    GROUP BY 1, 2, 3 HAVING sum(m.d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("event_id", "task_id", "day")
    DO UPDATE SET "count" = f."count" + excluded."count";
END
$$;--> statement-breakpoint
-- What these status rows add to the figures (p_sign +1) or take off (-1): their state, and the
-- opposite at open (a pair with no row is open).
CREATE FUNCTION "task_status_moves"("p_rows" task_statuses[], "p_sign" integer) RETURNS SETOF task_figure_move
LANGUAGE sql STABLE AS $$
  SELECT s.event_id, s.task_id, coalesce(m.team_type_id, ''), x.state,
    CASE WHEN x.state = 'complete' THEN (s.updated_at AT TIME ZONE 'UTC')::date END, sum(x.d)::int
  FROM unnest(p_rows) s
  JOIN "teams" m ON m.event_id = s.event_id AND m.id = s.team_id
  JOIN "tasks" k ON k.event_id = s.event_id AND k.id = s.task_id
  CROSS JOIN LATERAL (VALUES
    (task_figure_state(k.is_approval_needed, s.is_complete, s.is_not_applicable, s.approval_status), p_sign),
    ('open', -p_sign)) x(state, d)
  WHERE task_figure_counts(m.is_organiser, m.team_type_id, m.stand_share_role, k.team_type_ids, k.show_to_child_teams)
  GROUP BY 1, 2, 3, 4, 5
$$;--> statement-breakpoint
-- What these teams' pairs with every task of their event add (+1) or take off (-1).
CREATE FUNCTION "team_task_moves"("p_rows" teams[], "p_sign" integer) RETURNS SETOF task_figure_move
LANGUAGE sql STABLE AS $$
  SELECT m.event_id, k.id, coalesce(m.team_type_id, ''), x.state,
    CASE WHEN x.state = 'complete' THEN (s.updated_at AT TIME ZONE 'UTC')::date END, sum(p_sign)::int
  FROM unnest(p_rows) m
  JOIN "tasks" k ON k.event_id = m.event_id
  LEFT JOIN "task_statuses" s ON s.event_id = m.event_id AND s.task_id = k.id AND s.team_id = m.id
  CROSS JOIN LATERAL (SELECT task_figure_state(k.is_approval_needed, s.is_complete, s.is_not_applicable, s.approval_status)) x(state)
  WHERE task_figure_counts(m.is_organiser, m.team_type_id, m.stand_share_role, k.team_type_ids, k.show_to_child_teams)
  GROUP BY 1, 2, 3, 4, 5
$$;--> statement-breakpoint
-- What these tasks' pairs with every team of their event add (+1) or take off (-1).
CREATE FUNCTION "task_team_moves"("p_rows" tasks[], "p_sign" integer) RETURNS SETOF task_figure_move
LANGUAGE sql STABLE AS $$
  SELECT k.event_id, k.id, coalesce(m.team_type_id, ''), x.state,
    CASE WHEN x.state = 'complete' THEN (s.updated_at AT TIME ZONE 'UTC')::date END, sum(p_sign)::int
  FROM unnest(p_rows) k
  JOIN "teams" m ON m.event_id = k.event_id
  LEFT JOIN "task_statuses" s ON s.event_id = k.event_id AND s.task_id = k.id AND s.team_id = m.id
  CROSS JOIN LATERAL (SELECT task_figure_state(k.is_approval_needed, s.is_complete, s.is_not_applicable, s.approval_status)) x(state)
  WHERE task_figure_counts(m.is_organiser, m.team_type_id, m.stand_share_role, k.team_type_ids, k.show_to_child_teams)
  GROUP BY 1, 2, 3, 4, 5
$$;--> statement-breakpoint
CREATE FUNCTION "keep_task_figures_of_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone task_statuses[] := '{}';
  came task_statuses[] := '{}';
BEGIN
  -- Only rows whose state (or, complete, its day) changed move anything.
  IF TG_OP = 'INSERT' THEN
    came := ARRAY(SELECT n FROM new_rows n WHERE n.is_complete OR n.is_not_applicable);
  ELSIF TG_OP = 'DELETE' THEN
    gone := ARRAY(SELECT o FROM old_rows o WHERE o.is_complete OR o.is_not_applicable);
  ELSE
    gone := ARRAY(SELECT o FROM old_rows o LEFT JOIN new_rows n
      ON n.event_id = o.event_id AND n.task_id = o.task_id AND n.team_id = o.team_id
      WHERE n.event_id IS NULL
        OR (o.is_complete, o.is_not_applicable, o.approval_status)
          IS DISTINCT FROM (n.is_complete, n.is_not_applicable, n.approval_status)
        OR (o.is_complete AND o.updated_at IS DISTINCT FROM n.updated_at));
    came := ARRAY(SELECT n FROM new_rows n LEFT JOIN old_rows o
      ON o.event_id = n.event_id AND o.task_id = n.task_id AND o.team_id = n.team_id
      WHERE o.event_id IS NULL
        OR (o.is_complete, o.is_not_applicable, o.approval_status)
          IS DISTINCT FROM (n.is_complete, n.is_not_applicable, n.approval_status)
        OR (n.is_complete AND o.updated_at IS DISTINCT FROM n.updated_at));
  END IF;
  IF cardinality(gone) = 0 AND cardinality(came) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM lock_task_figures(ARRAY(SELECT g.event_id FROM unnest(gone) g UNION SELECT c.event_id FROM unnest(came) c), false);
  PERFORM apply_task_figure_moves(ARRAY(
    SELECT x FROM task_status_moves(gone, -1) x
    UNION ALL SELECT x FROM task_status_moves(came, 1) x));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "task_statuses_figures_insert" AFTER INSERT ON "task_statuses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_task_figures_of_statuses"();--> statement-breakpoint
CREATE TRIGGER "task_statuses_figures_update" AFTER UPDATE ON "task_statuses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_task_figures_of_statuses"();--> statement-breakpoint
CREATE TRIGGER "task_statuses_figures_delete" AFTER DELETE ON "task_statuses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_task_figures_of_statuses"();--> statement-breakpoint
CREATE FUNCTION "keep_task_figures_of_teams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone teams[] := '{}';
  came teams[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    came := ARRAY(SELECT n FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    gone := ARRAY(SELECT o FROM old_rows o);
  ELSE
    -- A team's organiser flag, type or stand share role decides which of its pairs count.
    gone := ARRAY(SELECT o FROM old_rows o JOIN new_rows n ON n.event_id = o.event_id AND n.id = o.id
      WHERE (o.is_organiser, o.team_type_id, o.stand_share_role)
        IS DISTINCT FROM (n.is_organiser, n.team_type_id, n.stand_share_role));
    came := ARRAY(SELECT n FROM new_rows n JOIN old_rows o ON o.event_id = n.event_id AND o.id = n.id
      WHERE (o.is_organiser, o.team_type_id, o.stand_share_role)
        IS DISTINCT FROM (n.is_organiser, n.team_type_id, n.stand_share_role));
  END IF;
  IF cardinality(gone) = 0 AND cardinality(came) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM lock_task_figures(ARRAY(SELECT g.event_id FROM unnest(gone) g UNION SELECT c.event_id FROM unnest(came) c), true);
  PERFORM apply_task_figure_moves(ARRAY(
    SELECT x FROM team_task_moves(gone, -1) x
    UNION ALL SELECT x FROM team_task_moves(came, 1) x));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "teams_figures_insert" AFTER INSERT ON "teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_task_figures_of_teams"();--> statement-breakpoint
CREATE TRIGGER "teams_figures_update" AFTER UPDATE ON "teams" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_task_figures_of_teams"();--> statement-breakpoint
CREATE TRIGGER "teams_figures_delete" AFTER DELETE ON "teams" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_task_figures_of_teams"();--> statement-breakpoint
CREATE FUNCTION "keep_task_figures_of_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone tasks[] := '{}';
  came tasks[] := '{}';
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A deleted task's figures go (its status rows stay, read by nothing).
    PERFORM lock_task_figures(ARRAY(SELECT o.event_id FROM old_rows o), true);
    DELETE FROM "task_figures" f USING old_rows o WHERE f.event_id = o.event_id AND f.task_id = o.id;
    DELETE FROM "task_completion_days" f USING old_rows o WHERE f.event_id = o.event_id AND f.task_id = o.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    came := ARRAY(SELECT n FROM new_rows n);
  ELSE
    -- Its team types, showToChildTeams and approval rule; archiving keeps its figures.
    gone := ARRAY(SELECT o FROM old_rows o JOIN new_rows n ON n.event_id = o.event_id AND n.id = o.id
      WHERE (o.team_type_ids, o.show_to_child_teams, o.is_approval_needed)
        IS DISTINCT FROM (n.team_type_ids, n.show_to_child_teams, n.is_approval_needed));
    came := ARRAY(SELECT n FROM new_rows n JOIN old_rows o ON o.event_id = n.event_id AND o.id = n.id
      WHERE (o.team_type_ids, o.show_to_child_teams, o.is_approval_needed)
        IS DISTINCT FROM (n.team_type_ids, n.show_to_child_teams, n.is_approval_needed));
  END IF;
  IF cardinality(gone) = 0 AND cardinality(came) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM lock_task_figures(ARRAY(SELECT g.event_id FROM unnest(gone) g UNION SELECT c.event_id FROM unnest(came) c), true);
  PERFORM apply_task_figure_moves(ARRAY(
    SELECT x FROM task_team_moves(gone, -1) x
    UNION ALL SELECT x FROM task_team_moves(came, 1) x));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_figures_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_task_figures_of_tasks"();--> statement-breakpoint
CREATE TRIGGER "tasks_figures_update" AFTER UPDATE ON "tasks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_task_figures_of_tasks"();--> statement-breakpoint
CREATE TRIGGER "tasks_figures_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_task_figures_of_tasks"();--> statement-breakpoint
-- Rebuilds an event's task figures from its teams, tasks and statuses (the migration, the tests,
-- `npm run showdesk -- recount-figures` to repair).
CREATE FUNCTION "recount_task_figures"("p_event_id" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_task_figures(ARRAY[p_event_id], true);
  DELETE FROM "task_figures" WHERE event_id = p_event_id;
  DELETE FROM "task_completion_days" WHERE event_id = p_event_id;
  PERFORM apply_task_figure_moves(ARRAY(
    SELECT x FROM team_task_moves(ARRAY(SELECT m FROM "teams" m WHERE m.event_id = p_event_id), 1) x));
END
$$;--> statement-breakpoint
-- Submission figures: sent submissions per form and team, and per form and day of creation. Only
-- submission rows move them (the reader leaves organiser teams out), so no other table's
-- trigger does; the recount takes the event's submission figures lock (class 0x5d07 = 23815)
-- exclusive, writes take it shared.
CREATE FUNCTION "keep_submission_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows n WHERE NOT n.is_draft) THEN RETURN NULL; END IF;
    PERFORM pg_advisory_xact_lock_shared(23815, hashtext(x.e))
      FROM (SELECT DISTINCT n.event_id AS e FROM new_rows n ORDER BY 1) x;
    INSERT INTO "submission_figures" AS f ("event_id", "form_id", "team_id", "count")
      SELECT n.event_id, n.form_id, coalesce(n.team_id, ''), count(*)
      FROM new_rows n WHERE NOT n.is_draft GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("event_id", "form_id", "team_id") DO UPDATE SET "count" = f."count" + excluded."count";
    INSERT INTO "submission_days" AS f ("event_id", "form_id", "day", "count")
      SELECT n.event_id, n.form_id, (n.created_at AT TIME ZONE 'UTC')::date, count(*)
      FROM new_rows n WHERE NOT n.is_draft GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("event_id", "form_id", "day") DO UPDATE SET "count" = f."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    -- Decrements only: a form deleted with its submissions has lost its figures already.
    IF NOT EXISTS (SELECT 1 FROM old_rows o WHERE NOT o.is_draft) THEN RETURN NULL; END IF;
    PERFORM pg_advisory_xact_lock_shared(23815, hashtext(x.e))
      FROM (SELECT DISTINCT o.event_id AS e FROM old_rows o ORDER BY 1) x;
    UPDATE "submission_figures" f SET "count" = f."count" - g.n
      FROM (SELECT o.event_id, o.form_id, coalesce(o.team_id, '') AS team_id, count(*)::int AS n
        FROM old_rows o WHERE NOT o.is_draft GROUP BY 1, 2, 3) g
      WHERE f.event_id = g.event_id AND f.form_id = g.form_id AND f.team_id = g.team_id;
    UPDATE "submission_days" f SET "count" = f."count" - g.n
      FROM (SELECT o.event_id, o.form_id, (o.created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
        FROM old_rows o WHERE NOT o.is_draft GROUP BY 1, 2, 3) g
      WHERE f.event_id = g.event_id AND f.form_id = g.form_id AND f.day = g.day;
  ELSE
    -- A draft sent or made a draft again (a form, team or creation time never changes today).
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.event_id = o.event_id AND n.id = o.id
      WHERE (o.form_id, o.team_id, o.is_draft, o.created_at)
        IS DISTINCT FROM (n.form_id, n.team_id, n.is_draft, n.created_at)) THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock_shared(23815, hashtext(x.e))
      FROM (SELECT DISTINCT n.event_id AS e FROM new_rows n ORDER BY 1) x;
    WITH moves AS (
      SELECT n.event_id, n.form_id, coalesce(n.team_id, '') AS team_id, 1 AS d FROM new_rows n WHERE NOT n.is_draft
      UNION ALL
      SELECT o.event_id, o.form_id, coalesce(o.team_id, ''), -1 FROM old_rows o WHERE NOT o.is_draft)
    INSERT INTO "submission_figures" AS f ("event_id", "form_id", "team_id", "count")
      SELECT event_id, form_id, team_id, sum(d) FROM moves
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("event_id", "form_id", "team_id") DO UPDATE SET "count" = f."count" + excluded."count";
    WITH moves AS (
      SELECT n.event_id, n.form_id, (n.created_at AT TIME ZONE 'UTC')::date AS day, 1 AS d FROM new_rows n WHERE NOT n.is_draft
      UNION ALL
      SELECT o.event_id, o.form_id, (o.created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows o WHERE NOT o.is_draft)
    INSERT INTO "submission_days" AS f ("event_id", "form_id", "day", "count")
      SELECT event_id, form_id, day, sum(d) FROM moves
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("event_id", "form_id", "day") DO UPDATE SET "count" = f."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "submissions_figures_insert" AFTER INSERT ON "submissions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_submission_figures"();--> statement-breakpoint
CREATE TRIGGER "submissions_figures_update" AFTER UPDATE ON "submissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_submission_figures"();--> statement-breakpoint
CREATE TRIGGER "submissions_figures_delete" AFTER DELETE ON "submissions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_submission_figures"();--> statement-breakpoint
CREATE FUNCTION "recount_submission_figures"("p_event_id" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(23815, hashtext(p_event_id));
  DELETE FROM "submission_figures" WHERE event_id = p_event_id;
  DELETE FROM "submission_days" WHERE event_id = p_event_id;
  INSERT INTO "submission_figures" ("event_id", "form_id", "team_id", "count")
    SELECT event_id, form_id, coalesce(team_id, ''), count(*) FROM "submissions"
    WHERE event_id = p_event_id AND NOT is_draft GROUP BY 1, 2, 3;
  INSERT INTO "submission_days" ("event_id", "form_id", "day", "count")
    SELECT event_id, form_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM "submissions"
    WHERE event_id = p_event_id AND NOT is_draft GROUP BY 1, 2, 3;
END
$$;--> statement-breakpoint
SELECT recount_task_figures(id), recount_submission_figures(id) FROM "events";
