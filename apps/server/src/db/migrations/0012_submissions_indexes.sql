CREATE INDEX "submissions_form_created_idx" ON "submissions" USING btree ("event_id","form_id","created_at");--> statement-breakpoint
-- Content pages link open forms by title (resources sections): a form write changes what they show.
CREATE TRIGGER "forms_content_version" AFTER INSERT OR UPDATE OR DELETE ON "forms" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');