DROP INDEX "members_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "user_profiles_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- members.search_text (schema/users.ts): "first surname", a line break, the email; what the users
-- and teams searches match, on its trigram index. Written before a member row is stored with
-- its names, and again for every membership when a profile's email changes.
CREATE FUNCTION "member_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := NEW.first_name || ' ' || NEW.surname || E'\n' ||
    coalesce((SELECT p.email FROM "user_profiles" p WHERE p.id = NEW.user_id), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "members_search_text" BEFORE INSERT OR UPDATE OF "first_name", "surname", "user_id" ON "members" FOR EACH ROW EXECUTE FUNCTION "member_search_text"();--> statement-breakpoint
CREATE FUNCTION "profile_email_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "members" m SET "search_text" = m.first_name || ' ' || m.surname || E'\n' || NEW.email
    WHERE m.user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_profiles_search_text" AFTER UPDATE OF "email" ON "user_profiles" FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION "profile_email_search_text"();--> statement-breakpoint
UPDATE "members" m SET "search_text" = m.first_name || ' ' || m.surname || E'\n' || p.email
  FROM "user_profiles" p WHERE p.id = m.user_id;--> statement-breakpoint
-- Members' notification lists are remembered at the event's notifications version
-- (features/notifications/member.ts): every write to the event's notifications bumps it.
CREATE TRIGGER "notifications_version" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "bump_event_data_version"('notifications');
