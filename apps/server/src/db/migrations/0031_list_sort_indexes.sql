-- Trigram matching for the organisers' searches (pg_trgm: a trusted extension since PostgreSQL 13, so
-- the database's owner may create it; the embedded database loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "submissions_search_trgm_idx" ON "submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_name_desc_order_idx" ON "teams" USING btree ("event_id",lower("name") desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "teams_stand_share_order_idx" ON "teams" USING btree ("event_id","stand_share_role",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "teams_stand_share_desc_order_idx" ON "teams" USING btree ("event_id","stand_share_role" desc nulls last,lower("name"),"id");--> statement-breakpoint
CREATE INDEX "teams_owner_idx" ON "teams" USING btree ("event_id","owner_id");--> statement-breakpoint
CREATE INDEX "members_first_name_desc_order_idx" ON "members" USING btree ("event_id",lower("first_name") desc nulls last,lower("surname"),"user_id");--> statement-breakpoint
CREATE INDEX "members_full_name_order_idx" ON "members" USING btree ("event_id",lower("first_name" || ' ' || "surname"));--> statement-breakpoint
CREATE INDEX "members_permissions_order_idx" ON "members" USING btree ("event_id",(case "permissions" when 'user' then 0 when 'moderator' then 1 when 'admin' then 2 else 3 end) asc,lower("surname"),lower("first_name"),"user_id");--> statement-breakpoint
CREATE INDEX "members_last_login_order_idx" ON "members" USING btree ("event_id","last_login_in_time" asc,lower("surname"),lower("first_name"),"user_id");--> statement-breakpoint
CREATE INDEX "members_permissions_desc_order_idx" ON "members" USING btree ("event_id",(case "permissions" when 'user' then 0 when 'moderator' then 1 when 'admin' then 2 else 3 end) desc nulls last,lower("surname"),lower("first_name"),"user_id");--> statement-breakpoint
CREATE INDEX "members_last_login_desc_order_idx" ON "members" USING btree ("event_id","last_login_in_time" desc nulls last,lower("surname"),lower("first_name"),"user_id");