CREATE TABLE "sso_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"may_create_accounts" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "require_staff_sso" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A sign-in provider's changes are the platform's (its client secret: changed, never its value).
CREATE TRIGGER "sso_providers_audit" AFTER INSERT OR UPDATE OR DELETE ON "sso_providers" FOR EACH ROW EXECUTE FUNCTION audit_row('platform', 'sso_provider', 'id', 'name', 'client_secret', '', '', '', 'client_secret');
