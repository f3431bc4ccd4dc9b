CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"merchant_id" uuid,
	"brand_id" uuid,
	"address" text,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_label" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entries_brand_at_idx" ON "audit_entries" USING btree ("brand_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_at_idx" ON "audit_entries" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_subject_idx" ON "audit_entries" USING btree ("subject_id");--> statement-breakpoint
-- Append-only (decision 0045): no UPDATE or DELETE of an entry, whoever asks.
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_entries is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();
