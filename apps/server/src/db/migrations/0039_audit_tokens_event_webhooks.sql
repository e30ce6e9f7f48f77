CREATE TABLE "api_tokens" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "api_tokens_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"event_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"area" text NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" text NOT NULL,
	"record_name" text DEFAULT '' NOT NULL,
	"parent_kind" text,
	"parent_id" text,
	"team_id" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_entries_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_webhook_deliveries" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"kind" text NOT NULL,
	"audit_entry_id" bigint,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "event_webhook_deliveries_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_webhook_delivery_attempts" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"delivery_id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"response_excerpt" text DEFAULT '' NOT NULL,
	"error" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_webhook_delivery_attempts_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_webhooks" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"request_url" text NOT NULL,
	"kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "event_webhooks_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "platform_audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"event_id" text,
	"record_kind" text NOT NULL,
	"record_id" text NOT NULL,
	"record_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "audit_retention_days" integer;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_webhook_deliveries" ADD CONSTRAINT "event_webhook_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_webhook_deliveries" ADD CONSTRAINT "event_webhook_deliveries_event_id_webhook_id_event_webhooks_event_id_id_fk" FOREIGN KEY ("event_id","webhook_id") REFERENCES "public"."event_webhooks"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_webhook_delivery_attempts" ADD CONSTRAINT "event_webhook_delivery_attempts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_webhook_delivery_attempts" ADD CONSTRAINT "event_webhook_delivery_attempts_event_id_delivery_id_event_webhook_deliveries_event_id_id_fk" FOREIGN KEY ("event_id","delivery_id") REFERENCES "public"."event_webhook_deliveries"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_webhooks" ADD CONSTRAINT "event_webhooks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_hash_idx" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "audit_entries_recent_idx" ON "audit_entries" USING btree ("event_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" USING btree ("event_id","record_kind","record_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_parent_idx" ON "audit_entries" USING btree ("event_id","parent_kind","parent_id","id" DESC NULLS LAST) WHERE "audit_entries"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_entries_team_idx" ON "audit_entries" USING btree ("event_id","team_id","id" DESC NULLS LAST) WHERE "audit_entries"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("event_id","actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_webhook_deliveries_webhook_idx" ON "event_webhook_deliveries" USING btree ("event_id","webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "event_webhook_deliveries_open_idx" ON "event_webhook_deliveries" USING btree ("status") WHERE "event_webhook_deliveries"."status" in ('pending', 'retrying');--> statement-breakpoint
CREATE INDEX "event_webhook_delivery_attempts_log_idx" ON "event_webhook_delivery_attempts" USING btree ("event_id","webhook_id","attempted_at");--> statement-breakpoint
CREATE INDEX "platform_audit_entries_recent_idx" ON "platform_audit_entries" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The audit trail (db/schema/audit.ts). Who acts: the transaction's `showdesk.actor`
-- ('person:<user id>' or 'token:<token id>', set by lib/audit/actor.ts); unset is the system,
-- named by `showdesk.actor_label` when a job gives one. Names are read as they are now, so an
-- entry keeps the name the actor had when it happened.
CREATE FUNCTION audit_actor(p_event_id text, OUT actor_type text, OUT actor_id text, OUT actor_name text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v text := nullif(current_setting('showdesk.actor', true), '');
BEGIN
  IF v IS NULL THEN
    actor_type := 'system';
    actor_name := coalesce(nullif(current_setting('showdesk.actor_label', true), ''), 'System');
    RETURN;
  END IF;
  actor_type := split_part(v, ':', 1);
  actor_id := substr(v, length(actor_type) + 2);
  IF actor_type = 'token' THEN
    SELECT t.name INTO actor_name FROM api_tokens t WHERE t.event_id = p_event_id AND t.id = actor_id;
  ELSE
    SELECT trim(m.first_name || ' ' || m.surname) INTO actor_name
      FROM members m WHERE m.event_id = p_event_id AND m.user_id = actor_id;
    IF actor_name IS NULL THEN
      SELECT trim(p.first_name || ' ' || p.surname) INTO actor_name FROM user_profiles p WHERE p.id = actor_id;
    END IF;
  END IF;
  actor_name := coalesce(actor_name, '');
END $$;
--> statement-breakpoint
-- A value as an entry keeps it: long texts (and large documents) cut to 2,000 characters.
CREATE FUNCTION audit_clip(v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN v IS NULL THEN NULL
    WHEN jsonb_typeof(v) = 'string' AND length(v #>> '{}') > 2000 THEN to_jsonb(left(v #>> '{}', 2000) || '…')
    WHEN jsonb_typeof(v) IN ('object', 'array') AND length(v::text) > 4000 THEN to_jsonb(left(v::text, 2000) || '…')
    ELSE v
  END
$$;
--> statement-breakpoint
-- True for a value not worth listing on a created or deleted record (empty, false, null).
CREATE FUNCTION audit_blank(v jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT v IS NULL OR v IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb, 'false'::jsonb)
$$;
--> statement-breakpoint
-- The fields that differ between two rows, `{ field: [before, after] }`, leaving out `skipped`.
-- A document column (jsonb object on both sides) is compared key by key, as `column.key`.
CREATE FUNCTION audit_diff(old_row jsonb, new_row jsonb, skipped text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(d.key, jsonb_build_array(audit_clip(d.o), audit_clip(d.n))), '{}'::jsonb)
  FROM (
    SELECT k.key, old_row -> k.key AS o, new_row -> k.key AS n
    FROM jsonb_object_keys(coalesce(new_row, old_row)) AS k(key)
    WHERE NOT (k.key = ANY (skipped))
      AND (old_row -> k.key) IS DISTINCT FROM (new_row -> k.key)
      AND NOT coalesce(jsonb_typeof(old_row -> k.key) = 'object' AND jsonb_typeof(new_row -> k.key) = 'object', false)
      AND NOT (old_row IS NULL AND audit_blank(new_row -> k.key))
      AND NOT (new_row IS NULL AND audit_blank(old_row -> k.key))
    UNION ALL
    SELECT k.key || '.' || s.key, (old_row -> k.key) -> s.key, (new_row -> k.key) -> s.key
    FROM jsonb_object_keys(coalesce(new_row, old_row)) AS k(key)
    CROSS JOIN LATERAL jsonb_object_keys(
      CASE WHEN jsonb_typeof(old_row -> k.key) = 'object' AND jsonb_typeof(new_row -> k.key) = 'object'
        THEN (old_row -> k.key) || (new_row -> k.key) ELSE '{}'::jsonb END
    ) AS s(key)
    WHERE NOT (k.key = ANY (skipped))
      AND ((old_row -> k.key) -> s.key) IS DISTINCT FROM ((new_row -> k.key) -> s.key)
  ) d
$$;
--> statement-breakpoint
-- Writes one entry (the audit triggers and `audit_note` share it).
CREATE FUNCTION audit_write(
  p_event_id text, p_area text, p_kind text, p_id text, p_name text, p_action text, p_changes jsonb,
  p_parent_kind text, p_parent_id text, p_team_id text
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  a record;
  v_id bigint;
BEGIN
  SELECT * INTO a FROM audit_actor(p_event_id);
  IF p_event_id IS NULL THEN
    INSERT INTO platform_audit_entries (actor_type, actor_id, actor_name, event_id, record_kind, record_id, record_name, action, changes)
    VALUES (a.actor_type, a.actor_id, a.actor_name, CASE WHEN p_kind = 'event' THEN p_id END, p_kind, p_id, coalesce(p_name, ''), p_action, p_changes)
    RETURNING id INTO v_id;
  ELSE
    INSERT INTO audit_entries (event_id, actor_type, actor_id, actor_name, area, record_kind, record_id, record_name, parent_kind, parent_id, team_id, action, changes)
    VALUES (p_event_id, a.actor_type, a.actor_id, a.actor_name, p_area, p_kind, p_id, coalesce(p_name, ''), p_parent_kind, p_parent_id, p_team_id, p_action, p_changes)
    RETURNING id INTO v_id;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- An action that changes no audited row (an invitation resent, a test send), written by the app.
CREATE FUNCTION audit_note(
  p_event_id text, p_area text, p_kind text, p_id text, p_name text, p_action text, p_changes jsonb
) RETURNS bigint LANGUAGE sql AS $$
  SELECT audit_write(p_event_id, p_area, p_kind, p_id, p_name, p_action, coalesce(p_changes, '{}'::jsonb), NULL, NULL, NULL)
$$;
--> statement-breakpoint
-- The one audit trigger. Arguments: 0 area ('platform' writes to platform_audit_entries),
-- 1 record kind, 2 id columns, 3 name columns (a.b reads a document's key), 4 columns left out
-- (secrets, counters, bookkeeping), 5 parent kind (or '=column' to read it from the row),
-- 6 parent id column, 7 team column, 8 secret columns among the left-out ones whose change
-- (a rotation) is recorded without values. Lists are comma-separated; '' for none.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  r jsonb;
  v_event text;
  v_id text;
  v_name text;
  v_action text;
  v_changes jsonb;
  v_parent_kind text;
  v_parent_id text;
  v_team text;
BEGIN
  IF current_setting('showdesk.audit', true) = 'off' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  r := coalesce(new_row, old_row);
  v_changes := audit_diff(old_row, new_row,
    string_to_array(TG_ARGV[4], ',') || ARRAY['event_id', 'created_at', 'created_by', 'updated_at', 'updated_by', 'search_text', 'version', 'slot']);
  -- A secret that changed (rotated) is recorded as changed, never with its values.
  IF TG_OP = 'UPDATE' AND coalesce(TG_ARGV[8], '') <> '' THEN
    SELECT v_changes || coalesce(jsonb_object_agg(c.col, jsonb_build_array('(hidden)', '(changed)')), '{}'::jsonb)
      INTO v_changes
      FROM unnest(string_to_array(TG_ARGV[8], ',')) AS c(col)
      WHERE (old_row -> c.col) IS DISTINCT FROM (new_row -> c.col);
  END IF;
  IF TG_OP = 'UPDATE' AND v_changes = '{}'::jsonb THEN RETURN NULL; END IF;

  v_event := CASE WHEN TG_ARGV[0] = 'platform' THEN NULL ELSE r ->> 'event_id' END;
  -- An event being deleted takes its records (and their entries) with it.
  IF TG_OP = 'DELETE' AND v_event IS NOT NULL AND NOT EXISTS (SELECT 1 FROM events e WHERE e.id = v_event) THEN
    RETURN NULL;
  END IF;
  SELECT string_agg(r ->> c.col, ':' ORDER BY c.n) INTO v_id
    FROM unnest(string_to_array(TG_ARGV[2], ',')) WITH ORDINALITY AS c(col, n);
  SELECT trim(string_agg(coalesce(r #>> string_to_array(c.col, '.'), ''), ' ' ORDER BY c.n)) INTO v_name
    FROM unnest(string_to_array(TG_ARGV[3], ',')) WITH ORDINALITY AS c(col, n);
  IF TG_ARGV[5] LIKE '=%' THEN v_parent_kind := r ->> substr(TG_ARGV[5], 2);
  ELSE v_parent_kind := nullif(TG_ARGV[5], ''); END IF;
  v_parent_id := CASE WHEN TG_ARGV[6] <> '' THEN r ->> TG_ARGV[6] END;
  v_team := CASE WHEN TG_ARGV[7] <> '' THEN r ->> TG_ARGV[7] END;

  -- Records named by another record: a team's member by the person, a submission, a team's
  -- progress and a comment by their form or task.
  IF TG_ARGV[1] = 'team_member' THEN
    SELECT trim(m.first_name || ' ' || m.surname) INTO v_name FROM members m
      WHERE m.event_id = v_event AND m.user_id = r ->> 'user_id';
  ELSIF TG_ARGV[1] = 'submission' THEN
    SELECT f.title INTO v_name FROM forms f WHERE f.event_id = v_event AND f.id = r ->> 'form_id';
  ELSIF TG_ARGV[1] IN ('task_status', 'comment') THEN
    SELECT t.title INTO v_name FROM tasks t WHERE t.event_id = v_event AND t.id = r ->> 'task_id';
  END IF;

  v_action := CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'DELETE' THEN 'deleted' ELSE 'updated' END;
  IF TG_OP = 'UPDATE' AND v_changes ? 'is_archived' THEN
    v_action := CASE WHEN (new_row ->> 'is_archived')::boolean THEN 'archived' ELSE 'restored' END;
  END IF;

  PERFORM audit_write(v_event, TG_ARGV[0], TG_ARGV[1], coalesce(v_id, ''), v_name, v_action, v_changes,
    v_parent_kind, v_parent_id, v_team);

  -- A platform admin granted or removed (an event membership at the top level) is a platform action too.
  IF TG_TABLE_NAME = 'members' AND v_changes ? 'permissions'
     AND 'eventflowAdmin' IN (v_changes -> 'permissions' ->> 0, v_changes -> 'permissions' ->> 1) THEN
    PERFORM audit_write(NULL, 'platform', 'platform_admin', r ->> 'user_id', v_name,
      CASE WHEN new_row ->> 'permissions' = 'eventflowAdmin' THEN 'granted' ELSE 'removed' END,
      jsonb_build_object('event_id', jsonb_build_array(NULL, v_event)) , NULL, NULL, NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every audited table (the audit test holds this list to the tables a write route changes).
CREATE TRIGGER "events_audit" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION audit_row('platform', 'event', 'id', 'name', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "members_audit" AFTER INSERT OR UPDATE OR DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION audit_row('people', 'user', 'user_id', 'first_name,surname', 'notification_ids,email_response_ids,has_logged_in,last_login_in_time,names_from_profile', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "teams_audit" AFTER INSERT OR UPDATE OR DELETE ON "teams" FOR EACH ROW EXECUTE FUNCTION audit_row('people', 'team', 'id', 'name', 'member_count', '', '', 'id');
--> statement-breakpoint
CREATE TRIGGER "team_members_audit" AFTER INSERT OR UPDATE OR DELETE ON "team_members" FOR EACH ROW EXECUTE FUNCTION audit_row('people', 'team_member', 'team_id,user_id', '', '', 'team', 'team_id', 'team_id');
--> statement-breakpoint
CREATE TRIGGER "team_types_audit" AFTER INSERT OR UPDATE OR DELETE ON "team_types" FOR EACH ROW EXECUTE FUNCTION audit_row('people', 'team_type', 'id', 'name', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "custom_fields_audit" AFTER INSERT OR UPDATE OR DELETE ON "custom_fields" FOR EACH ROW EXECUTE FUNCTION audit_row('people', 'custom_field', 'id', 'label', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "team_imports_audit" AFTER INSERT OR UPDATE OR DELETE ON "team_imports" FOR EACH ROW EXECUTE FUNCTION audit_row('people', 'team_import', 'id', 'file_name', 'runner,heartbeat_at,columns,mapping,total_rows,started_at', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "welcome_chasers_audit" AFTER INSERT OR UPDATE OR DELETE ON "welcome_chasers" FOR EACH ROW EXECUTE FUNCTION audit_row('messaging', 'welcome_chaser', 'id', '', 'runner,heartbeat_at,total,not_members,finished_at', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "event_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_settings" FOR EACH ROW EXECUTE FUNCTION audit_row('settings', 'settings', 'kind', 'kind', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "core_pages_audit" AFTER INSERT OR UPDATE OR DELETE ON "core_pages" FOR EACH ROW EXECUTE FUNCTION audit_row('content', 'core_page', 'id', 'title', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "sidebar_sections_audit" AFTER INSERT OR UPDATE OR DELETE ON "sidebar_sections" FOR EACH ROW EXECUTE FUNCTION audit_row('content', 'sidebar_section', 'id', 'heading', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "assets_audit" AFTER INSERT OR UPDATE OR DELETE ON "assets" FOR EACH ROW EXECUTE FUNCTION audit_row('content', 'asset', 'id', 'name', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "cards_audit" AFTER INSERT OR UPDATE OR DELETE ON "cards" FOR EACH ROW EXECUTE FUNCTION audit_row('content', 'card', 'id', 'title', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "card_layouts_audit" AFTER INSERT OR UPDATE OR DELETE ON "card_layouts" FOR EACH ROW EXECUTE FUNCTION audit_row('content', 'card_layout', 'id', 'name', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "content_pages_audit" AFTER INSERT OR UPDATE OR DELETE ON "content_pages" FOR EACH ROW EXECUTE FUNCTION audit_row('content', 'content_page', 'id', 'title', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "content_sections_audit" AFTER INSERT OR UPDATE OR DELETE ON "content_sections" FOR EACH ROW EXECUTE FUNCTION audit_row('content', 'content_section', 'id', 'heading', '', 'content_page', 'content_id', '');
--> statement-breakpoint
CREATE TRIGGER "downloads_audit" AFTER INSERT OR UPDATE OR DELETE ON "downloads" FOR EACH ROW EXECUTE FUNCTION audit_row('content', 'download', 'id', 'name', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "forms_audit" AFTER INSERT OR UPDATE OR DELETE ON "forms" FOR EACH ROW EXECUTE FUNCTION audit_row('forms', 'form', 'id', 'title', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "field_groups_audit" AFTER INSERT OR UPDATE OR DELETE ON "field_groups" FOR EACH ROW EXECUTE FUNCTION audit_row('forms', 'field_group', 'id', 'title', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "form_fields_audit" AFTER INSERT OR UPDATE OR DELETE ON "form_fields" FOR EACH ROW EXECUTE FUNCTION audit_row('forms', 'form_field', 'id', 'settings.label', '', '=holder_type', 'holder_id', '');
--> statement-breakpoint
CREATE TRIGGER "form_confirmations_audit" AFTER INSERT OR UPDATE OR DELETE ON "form_confirmations" FOR EACH ROW EXECUTE FUNCTION audit_row('forms', 'form_confirmation', 'id', 'name', '', 'form', 'form_id', '');
--> statement-breakpoint
CREATE TRIGGER "form_notifications_audit" AFTER INSERT OR UPDATE OR DELETE ON "form_notifications" FOR EACH ROW EXECUTE FUNCTION audit_row('forms', 'form_notification', 'id', 'name', '', 'form', 'form_id', '');
--> statement-breakpoint
CREATE TRIGGER "form_webhooks_audit" AFTER INSERT OR UPDATE OR DELETE ON "form_webhooks" FOR EACH ROW EXECUTE FUNCTION audit_row('forms', 'form_webhook', 'id', 'name', 'secret,header_value', 'form', 'form_id', '', 'secret,header_value');
--> statement-breakpoint
CREATE TRIGGER "submissions_audit" AFTER INSERT OR UPDATE OR DELETE ON "submissions" FOR EACH ROW EXECUTE FUNCTION audit_row('forms', 'submission', 'id', '', 'search_text', 'form', 'form_id', 'team_id');
--> statement-breakpoint
CREATE TRIGGER "tasks_audit" AFTER INSERT OR UPDATE OR DELETE ON "tasks" FOR EACH ROW EXECUTE FUNCTION audit_row('tasks', 'task', 'id', 'title', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "task_groups_audit" AFTER INSERT OR UPDATE OR DELETE ON "task_groups" FOR EACH ROW EXECUTE FUNCTION audit_row('tasks', 'task_group', 'id', 'title', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "task_statuses_audit" AFTER INSERT OR UPDATE OR DELETE ON "task_statuses" FOR EACH ROW EXECUTE FUNCTION audit_row('tasks', 'task_status', 'task_id,team_id', '', '', 'task', 'task_id', 'team_id');
--> statement-breakpoint
CREATE TRIGGER "task_comments_audit" AFTER INSERT OR UPDATE OR DELETE ON "task_comments" FOR EACH ROW EXECUTE FUNCTION audit_row('tasks', 'comment', 'id', '', '', 'task', 'task_id', 'team_id');
--> statement-breakpoint
CREATE TRIGGER "task_replies_audit" AFTER INSERT OR UPDATE OR DELETE ON "task_replies" FOR EACH ROW EXECUTE FUNCTION audit_row('tasks', 'reply', 'id', '', '', 'comment', 'comment_id', '');
--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_audit" AFTER INSERT OR UPDATE OR DELETE ON "calendar_feeds" FOR EACH ROW EXECUTE FUNCTION audit_row('tasks', 'calendar_feed', 'user_id', '', 'token_hash', '', '', '', 'token_hash');
--> statement-breakpoint
CREATE TRIGGER "suppliers_audit" AFTER INSERT OR UPDATE OR DELETE ON "suppliers" FOR EACH ROW EXECUTE FUNCTION audit_row('suppliers', 'supplier', 'id', 'company', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "supplier_groups_audit" AFTER INSERT OR UPDATE OR DELETE ON "supplier_groups" FOR EACH ROW EXECUTE FUNCTION audit_row('suppliers', 'supplier_group', 'id', 'title', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "notifications_audit" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION audit_row('messaging', 'notification', 'id', 'title', 'provider_response,email_cursor,emails_queued', '', '', 'team_id');
--> statement-breakpoint
CREATE TRIGGER "email_templates_audit" AFTER INSERT OR UPDATE OR DELETE ON "email_templates" FOR EACH ROW EXECUTE FUNCTION audit_row('messaging', 'email_template', 'kind', 'kind', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "reports_audit" AFTER INSERT OR UPDATE OR DELETE ON "reports" FOR EACH ROW EXECUTE FUNCTION audit_row('reports', 'report', 'id', 'name', 'status', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "api_tokens_audit" AFTER INSERT OR UPDATE OR DELETE ON "api_tokens" FOR EACH ROW EXECUTE FUNCTION audit_row('integrations', 'api_token', 'id', 'name', 'token_hash,last_used_at,last_used_from', '', '', '', 'token_hash');
--> statement-breakpoint
CREATE TRIGGER "event_webhooks_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_webhooks" FOR EACH ROW EXECUTE FUNCTION audit_row('integrations', 'event_webhook', 'id', 'name', 'secret', '', '', '', 'secret');
