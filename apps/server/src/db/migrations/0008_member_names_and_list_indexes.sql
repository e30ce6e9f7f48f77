-- Members keep the names their event shows (the profile's, unless an organiser typed others).
ALTER TABLE "members" ADD COLUMN "names_from_profile" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "members" SET "names_from_profile" = false WHERE "first_name" IS NOT NULL OR "surname" IS NOT NULL;--> statement-breakpoint
UPDATE "members" AS m SET "first_name" = coalesce(m."first_name", p."first_name"), "surname" = coalesce(m."surname", p."surname") FROM "user_profiles" AS p WHERE p."id" = m."user_id";--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "first_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "surname" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "teams_name_order_idx" ON "teams" USING btree ("event_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "members_first_name_order_idx" ON "members" USING btree ("event_id",lower("first_name"),lower("surname"),"user_id");--> statement-breakpoint
CREATE INDEX "members_surname_order_idx" ON "members" USING btree ("event_id",lower("surname"),lower("first_name"),"user_id");
