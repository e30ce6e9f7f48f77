DROP INDEX "submissions_form_updated_idx";--> statement-breakpoint
DROP INDEX "submissions_form_created_idx";--> statement-breakpoint
CREATE INDEX "submissions_form_updated_idx" ON "submissions" USING btree ("event_id","form_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "submissions_form_created_idx" ON "submissions" USING btree ("event_id","form_id","created_at","id");--> statement-breakpoint
-- A form's bundle is remembered at the content version: its groups' and fields' writes change it.
CREATE TRIGGER "field_groups_content_version" AFTER INSERT OR UPDATE OR DELETE ON "field_groups" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "form_fields_content_version" AFTER INSERT OR UPDATE OR DELETE ON "form_fields" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('content');
