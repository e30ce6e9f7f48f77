-- Event webhooks (domain integrations/event-webhooks.ts; features/integrations/event-webhooks):
-- every audit entry of an event is read for the kinds it tells of, and each active webhook of
-- the event subscribed to one of them gets a delivery, in the transaction that made the change.
-- A rolled-back change leaves no delivery; a committed one has its deliveries, however the
-- process fares after. New deliveries are held (`claimed_by` 'unqueued') until a sender queues
-- their job: `pg_notify` wakes the senders at the commit, and recovery's sweep queues any a
-- notification missed (event-webhooks/dispatch.ts).

-- The kinds an audit entry tells of (none for most entries).
CREATE FUNCTION event_webhook_kinds(e audit_entries) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  c jsonb := e.changes;
  kinds text[] := '{}';
  v_draft boolean;
BEGIN
  IF e.record_kind = 'team' THEN
    kinds := ARRAY[CASE WHEN e.action = 'created' THEN 'team.created' ELSE 'team.changed' END];
  ELSIF e.record_kind = 'team_member' THEN
    IF e.action = 'created' THEN kinds := ARRAY['member.joined'];
    ELSIF e.action = 'deleted' THEN kinds := ARRAY['member.left'];
    END IF;
  ELSIF e.record_kind = 'submission' THEN
    -- A created or deleted record lists only its non-blank fields: is_draft only when true.
    IF e.action = 'created' THEN
      IF coalesce((c -> 'is_draft' ->> 1)::boolean, false) = false THEN kinds := ARRAY['submission.sent']; END IF;
    ELSIF e.action = 'deleted' THEN
      IF coalesce((c -> 'is_draft' ->> 0)::boolean, false) = false THEN kinds := ARRAY['submission.changed']; END IF;
    ELSIF c ? 'is_draft' THEN
      IF (c -> 'is_draft' ->> 1)::boolean = false THEN kinds := ARRAY['submission.sent']; END IF;
    ELSE
      -- The submission's row is already changed when its entry is written (an AFTER trigger).
      SELECT s.is_draft INTO v_draft FROM submissions s WHERE s.event_id = e.event_id AND s.id = e.record_id;
      IF v_draft = false THEN kinds := ARRAY['submission.changed']; END IF;
    END IF;
  ELSIF e.record_kind = 'task_status' AND e.action IN ('created', 'updated') THEN
    IF c ? 'is_complete' OR c ? 'is_not_applicable' THEN kinds := kinds || 'task.status_changed'::text; END IF;
    IF c -> 'approval_status' ->> 1 = 'approved' THEN kinds := kinds || 'task.approved'::text;
    ELSIF c -> 'approval_status' ->> 1 = 'returned' THEN kinds := kinds || 'task.sent_back'::text;
    END IF;
  ELSIF e.record_kind IN ('comment', 'reply') AND e.action = 'created' THEN
    kinds := ARRAY['comment.posted'];
  END IF;
  RETURN kinds;
END $$;
--> statement-breakpoint
-- The deliveries of one audit entry: one per active webhook of its event and kind, its payload
-- the body a receiver gets (domain eventWebhookPayloadSchema; `id` and `type` set per delivery).
CREATE FUNCTION event_webhook_fanout() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kinds text[];
  v_team_id text := NEW.team_id;
  v_task_id text;
  v_team jsonb;
  v_task jsonb;
  v_base jsonb;
  v_id text;
  w record;
  k text;
  n integer := 0;
BEGIN
  -- Most events have no active webhook: one look at the primary key's index, and done.
  IF NOT EXISTS (SELECT 1 FROM event_webhooks x WHERE x.event_id = NEW.event_id AND x.is_active) THEN
    RETURN NULL;
  END IF;
  v_kinds := event_webhook_kinds(NEW);
  IF cardinality(v_kinds) = 0 OR NOT EXISTS (
    SELECT 1 FROM event_webhooks x WHERE x.event_id = NEW.event_id AND x.is_active AND x.kinds && v_kinds
  ) THEN
    RETURN NULL;
  END IF;

  IF NEW.record_kind IN ('task_status', 'comment') THEN
    v_task_id := NEW.parent_id;
  ELSIF NEW.record_kind = 'reply' THEN
    SELECT c.team_id, c.task_id INTO v_team_id, v_task_id FROM task_comments c
      WHERE c.event_id = NEW.event_id AND c.id = NEW.parent_id;
  END IF;
  IF v_team_id IS NOT NULL THEN
    -- A deleted team is gone by now: its entry keeps the name it had.
    SELECT jsonb_build_object('id', v_team_id, 'name', coalesce(
        (SELECT t.name FROM teams t WHERE t.event_id = NEW.event_id AND t.id = v_team_id),
        CASE WHEN NEW.record_kind = 'team' THEN NEW.record_name ELSE '' END))
      INTO v_team;
  END IF;
  IF v_task_id IS NOT NULL THEN
    SELECT jsonb_build_object('id', t.id, 'title', t.title) INTO v_task FROM tasks t
      WHERE t.event_id = NEW.event_id AND t.id = v_task_id;
  END IF;
  v_base := jsonb_build_object(
    'occurredAt', to_char(NEW.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'eventId', NEW.event_id,
    'auditEntryId', NEW.id,
    'actor', jsonb_build_object('type', NEW.actor_type, 'id', NEW.actor_id, 'name', NEW.actor_name),
    'record', jsonb_build_object('kind', NEW.record_kind, 'id', NEW.record_id, 'name', NEW.record_name),
    'action', NEW.action,
    'parent', CASE WHEN NEW.parent_id IS NULL THEN NULL
      ELSE jsonb_build_object('kind', NEW.parent_kind, 'id', NEW.parent_id) END,
    'team', v_team,
    'task', v_task,
    'changes', NEW.changes);

  FOR w IN SELECT x.id, x.kinds FROM event_webhooks x
      WHERE x.event_id = NEW.event_id AND x.is_active AND x.kinds && v_kinds ORDER BY x.id LOOP
    FOREACH k IN ARRAY v_kinds LOOP
      CONTINUE WHEN NOT (k = ANY (w.kinds));
      v_id := gen_random_uuid()::text;
      INSERT INTO event_webhook_deliveries (event_id, id, webhook_id, kind, audit_entry_id, payload, claimed_by)
      VALUES (NEW.event_id, v_id, w.id, k, NEW.id,
        jsonb_build_object('id', v_id, 'type', k) || v_base, 'unqueued');
      n := n + 1;
    END LOOP;
  END LOOP;
  -- Delivered at the commit (one per transaction: PostgreSQL folds repeats), never on a rollback.
  IF n > 0 THEN PERFORM pg_notify('showdesk_event_webhooks', ''); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_entries_event_webhooks" AFTER INSERT ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION event_webhook_fanout();
