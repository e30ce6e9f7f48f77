ALTER TABLE "teams" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "submissions_form_drafts_idx" ON "submissions" USING btree ("event_id","form_id","updated_at","id") WHERE "submissions"."is_draft";--> statement-breakpoint
CREATE INDEX "submissions_form_guests_idx" ON "submissions" USING btree ("event_id","form_id","updated_at","id") WHERE "submissions"."is_guest";--> statement-breakpoint
CREATE INDEX "teams_member_count_order_idx" ON "teams" USING btree ("event_id","member_count",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "teams_member_count_desc_order_idx" ON "teams" USING btree ("event_id","member_count" desc,lower("name"),"id");--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_full_name_trgm_idx" ON "members" USING gin (("first_name" || ' ' || "surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_email_trgm_idx" ON "user_profiles" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- A team's member count (teams.member_count), kept by statement triggers on team_members in the
-- writing transaction: each statement's rows move their teams' counts by +1/-1 (a member moved
-- from one team to another by an update moves both). A team deleted with its members has no
-- row left to move.
UPDATE "teams" t SET "member_count" = c.n
  FROM (SELECT "event_id", "team_id", count(*)::int AS n FROM "team_members" GROUP BY 1, 2) c
  WHERE t."event_id" = c."event_id" AND t."id" = c."team_id";--> statement-breakpoint
CREATE FUNCTION "keep_team_member_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "teams" t SET "member_count" = t."member_count" + m.d
      FROM (SELECT "event_id", "team_id", count(*)::int AS d FROM new_rows GROUP BY 1, 2) m
      WHERE t."event_id" = m."event_id" AND t."id" = m."team_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "teams" t SET "member_count" = t."member_count" - m.d
      FROM (SELECT "event_id", "team_id", count(*)::int AS d FROM old_rows GROUP BY 1, 2) m
      WHERE t."event_id" = m."event_id" AND t."id" = m."team_id";
  ELSE
    UPDATE "teams" t SET "member_count" = t."member_count" + m.d
      FROM (
        SELECT "event_id", "team_id", sum(d)::int AS d FROM (
          SELECT "event_id", "team_id", 1 AS d FROM new_rows
          UNION ALL SELECT "event_id", "team_id", -1 FROM old_rows) x
        GROUP BY 1, 2 HAVING sum(d) <> 0) m
      WHERE t."event_id" = m."event_id" AND t."id" = m."team_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "team_members_count_insert" AFTER INSERT ON "team_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_team_member_counts"();--> statement-breakpoint
CREATE TRIGGER "team_members_count_update" AFTER UPDATE ON "team_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_team_member_counts"();--> statement-breakpoint
CREATE TRIGGER "team_members_count_delete" AFTER DELETE ON "team_members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_team_member_counts"();
