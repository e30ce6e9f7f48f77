-- Striped kept counts (schema/columns.ts counterSlotColumn): a form's submission counts and its
-- submission figures get a slot in their keys, and each database session adds to its own slot
-- (pg_backend_pid() % 8), so that the teams sending one form at once do not queue on its one
-- row until each commits. Readers sum a key's slots. The rows there are slot 0.
ALTER TABLE "form_submission_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_days" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_figures" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submission_counts" DROP CONSTRAINT "form_submission_counts_event_id_form_id_pk";--> statement-breakpoint
ALTER TABLE "submission_days" DROP CONSTRAINT "submission_days_event_id_form_id_day_pk";--> statement-breakpoint
ALTER TABLE "submission_figures" DROP CONSTRAINT "submission_figures_event_id_form_id_team_id_pk";--> statement-breakpoint
ALTER TABLE "form_submission_counts" ADD CONSTRAINT "form_submission_counts_event_id_form_id_slot_pk" PRIMARY KEY("event_id","form_id","slot");--> statement-breakpoint
ALTER TABLE "submission_days" ADD CONSTRAINT "submission_days_event_id_form_id_day_slot_pk" PRIMARY KEY("event_id","form_id","day","slot");--> statement-breakpoint
ALTER TABLE "submission_figures" ADD CONSTRAINT "submission_figures_event_id_form_id_team_id_slot_pk" PRIMARY KEY("event_id","form_id","team_id","slot");--> statement-breakpoint
-- The form counts' row trigger becomes a statement trigger (a form deleted with 50,000
-- submissions ran it 50,000 times): each statement's rows move their forms' counts at once.
-- Decrements only for forms that are still there: a form deleted with its submissions has lost
-- its counts already (and a row for it would break the foreign key).
DROP TRIGGER "submissions_count" ON "submissions";--> statement-breakpoint
DROP FUNCTION "count_form_submissions"();--> statement-breakpoint
CREATE TYPE "form_count_move" AS ("event_id" text, "form_id" text, "d" integer, "draft" integer, "guest" integer);--> statement-breakpoint
CREATE FUNCTION "keep_form_submission_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := pg_backend_pid() % 8;
  moves form_count_move[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    moves := moves || ARRAY(SELECT ROW(n.event_id, n.form_id, 1, n.is_draft::int, n.is_guest::int)::form_count_move
      FROM new_rows n);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    moves := moves || ARRAY(SELECT ROW(o.event_id, o.form_id, -1, -o.is_draft::int, -o.is_guest::int)::form_count_move
      FROM old_rows o);
  END IF;
  INSERT INTO "form_submission_counts" AS c ("event_id", "form_id", "slot", "total", "drafts", "guests")
    SELECT m.event_id, m.form_id, s, sum(m.d), sum(m.draft), sum(m.guest) FROM unnest(moves) m
    WHERE EXISTS (SELECT 1 FROM "forms" f WHERE f.event_id = m.event_id AND f.id = m.form_id)
    GROUP BY 1, 2
    HAVING (sum(m.d), sum(m.draft), sum(m.guest)) <> (0, 0, 0)
    ORDER BY 1, 2
    ON CONFLICT ("event_id", "form_id", "slot") DO UPDATE
    SET "total" = c."total" + excluded."total",
        "drafts" = c."drafts" + excluded."drafts",
        "guests" = c."guests" + excluded."guests";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "submissions_count_insert" AFTER INSERT ON "submissions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_form_submission_counts"();--> statement-breakpoint
CREATE TRIGGER "submissions_count_update" AFTER UPDATE ON "submissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_form_submission_counts"();--> statement-breakpoint
CREATE TRIGGER "submissions_count_delete" AFTER DELETE ON "submissions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_form_submission_counts"();--> statement-breakpoint
-- Submission figures (migration 0030) into the session's slot; decrements as negative moves
-- into it, for forms that are still there.
CREATE OR REPLACE FUNCTION "keep_submission_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := pg_backend_pid() % 8;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows n WHERE NOT n.is_draft) THEN RETURN NULL; END IF;
    PERFORM pg_advisory_xact_lock_shared(23815, hashtext(x.e))
      FROM (SELECT DISTINCT n.event_id AS e FROM new_rows n ORDER BY 1) x;
    INSERT INTO "submission_figures" AS f ("event_id", "form_id", "team_id", "slot", "count")
      SELECT n.event_id, n.form_id, coalesce(n.team_id, ''), s, count(*)
      FROM new_rows n WHERE NOT n.is_draft GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("event_id", "form_id", "team_id", "slot") DO UPDATE SET "count" = f."count" + excluded."count";
    INSERT INTO "submission_days" AS f ("event_id", "form_id", "day", "slot", "count")
      SELECT n.event_id, n.form_id, (n.created_at AT TIME ZONE 'UTC')::date, s, count(*)
      FROM new_rows n WHERE NOT n.is_draft GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("event_id", "form_id", "day", "slot") DO UPDATE SET "count" = f."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows o WHERE NOT o.is_draft) THEN RETURN NULL; END IF;
    PERFORM pg_advisory_xact_lock_shared(23815, hashtext(x.e))
      FROM (SELECT DISTINCT o.event_id AS e FROM old_rows o ORDER BY 1) x;
    INSERT INTO "submission_figures" AS f ("event_id", "form_id", "team_id", "slot", "count")
      SELECT o.event_id, o.form_id, coalesce(o.team_id, ''), s, -count(*)
      FROM old_rows o WHERE NOT o.is_draft
        AND EXISTS (SELECT 1 FROM "forms" g WHERE g.event_id = o.event_id AND g.id = o.form_id)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("event_id", "form_id", "team_id", "slot") DO UPDATE SET "count" = f."count" + excluded."count";
    INSERT INTO "submission_days" AS f ("event_id", "form_id", "day", "slot", "count")
      SELECT o.event_id, o.form_id, (o.created_at AT TIME ZONE 'UTC')::date, s, -count(*)
      FROM old_rows o WHERE NOT o.is_draft
        AND EXISTS (SELECT 1 FROM "forms" g WHERE g.event_id = o.event_id AND g.id = o.form_id)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("event_id", "form_id", "day", "slot") DO UPDATE SET "count" = f."count" + excluded."count";
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
    INSERT INTO "submission_figures" AS f ("event_id", "form_id", "team_id", "slot", "count")
      SELECT event_id, form_id, team_id, s, sum(d) FROM moves
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("event_id", "form_id", "team_id", "slot") DO UPDATE SET "count" = f."count" + excluded."count";
    WITH moves AS (
      SELECT n.event_id, n.form_id, (n.created_at AT TIME ZONE 'UTC')::date AS day, 1 AS d FROM new_rows n WHERE NOT n.is_draft
      UNION ALL
      SELECT o.event_id, o.form_id, (o.created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows o WHERE NOT o.is_draft)
    INSERT INTO "submission_days" AS f ("event_id", "form_id", "day", "slot", "count")
      SELECT event_id, form_id, day, s, sum(d) FROM moves
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("event_id", "form_id", "day", "slot") DO UPDATE SET "count" = f."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;
