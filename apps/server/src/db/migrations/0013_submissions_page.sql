CREATE TABLE "form_submission_counts" (
	"event_id" text NOT NULL,
	"form_id" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"drafts" bigint DEFAULT 0 NOT NULL,
	"guests" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "form_submission_counts_event_id_form_id_pk" PRIMARY KEY("event_id","form_id")
);
--> statement-breakpoint
DROP INDEX "submissions_form_updated_idx";--> statement-breakpoint
DROP INDEX "submissions_form_created_idx";--> statement-breakpoint
ALTER TABLE "form_submission_counts" ADD CONSTRAINT "form_submission_counts_event_id_form_id_forms_event_id_id_fk" FOREIGN KEY ("event_id","form_id") REFERENCES "public"."forms"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_form_updated_idx" ON "submissions" USING btree ("event_id","form_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "submissions_form_created_idx" ON "submissions" USING btree ("event_id","form_id","created_at","id");--> statement-breakpoint
-- Each form's count of submissions (of them drafts and guests'), kept in the writing transaction.
CREATE FUNCTION "count_form_submissions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "form_submission_counts"
      SET "total" = "total" - 1,
          "drafts" = "drafts" - OLD."is_draft"::int,
          "guests" = "guests" - OLD."is_guest"::int
      WHERE "event_id" = OLD."event_id" AND "form_id" = OLD."form_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "form_submission_counts" AS c ("event_id", "form_id", "total", "drafts", "guests")
      VALUES (NEW."event_id", NEW."form_id", 1, NEW."is_draft"::int, NEW."is_guest"::int)
      ON CONFLICT ("event_id", "form_id") DO UPDATE
      SET "total" = c."total" + 1,
          "drafts" = c."drafts" + NEW."is_draft"::int,
          "guests" = c."guests" + NEW."is_guest"::int;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "submissions_count" AFTER INSERT OR DELETE OR UPDATE OF "form_id", "is_draft", "is_guest" ON "submissions" FOR EACH ROW EXECUTE FUNCTION "count_form_submissions"();--> statement-breakpoint
INSERT INTO "form_submission_counts" ("event_id", "form_id", "total", "drafts", "guests")
  SELECT "event_id", "form_id", count(*), count(*) FILTER (WHERE "is_draft"), count(*) FILTER (WHERE "is_guest")
  FROM "submissions" GROUP BY "event_id", "form_id";--> statement-breakpoint
-- A form's bundle is remembered at the content version: its groups' and fields' writes change it.
CREATE TRIGGER "field_groups_content_version" AFTER INSERT OR UPDATE OR DELETE ON "field_groups" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "form_fields_content_version" AFTER INSERT OR UPDATE OR DELETE ON "form_fields" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');
