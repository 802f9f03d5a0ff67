-- The audit trail (DESIGN.md, "Audit trail"): one row per change, sign-in, export or print, written by
-- the write paths in the same transaction as the change (apps/api/src/common/audit). Append-only:
-- the triggers below refuse UPDATE, DELETE and TRUNCATE, for every role that owns no superuser
-- bypass. No foreign keys: an entry outlives what it names, and the actor's name is kept as it was.
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT clock_timestamp(),
    "actor_id" INTEGER,
    "actor_name" TEXT,
    "action" VARCHAR(32) NOT NULL,
    "entity" VARCHAR(32) NOT NULL,
    "entity_id" INTEGER,
    "entity_label" TEXT NOT NULL DEFAULT '',
    "changes" JSONB,
    "details" JSONB,
    "reason" TEXT,
    "ip" VARCHAR(64),
    "request_id" VARCHAR(64),
    "search_key" TEXT GENERATED ALWAYS AS (search_fold("entity_label" || E'\n' || coalesce("reason", ''))) STORED,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "audit_log_action_check" CHECK ("action" IN (
      'create', 'update', 'delete', 'confirm', 'decline', 'reverse', 'refuse', 'login', 'login_failed',
      'logout', 'password_reset', 'export', 'import', 'print', 'permission_change'))
);

-- A record's history, a person's actions, the newest entries; search over label and reason.
CREATE INDEX "audit_log_entity_idx" ON "audit_log"("entity", "entity_id", "at" DESC, "id" DESC);
CREATE INDEX "audit_log_actor_idx" ON "audit_log"("actor_id", "at" DESC, "id" DESC);
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at" DESC, "id" DESC);
CREATE INDEX "audit_log_search_key_trgm_idx" ON "audit_log" USING GIN ("search_key" gin_trgm_ops);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
