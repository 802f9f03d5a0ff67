-- Backups (apps/api/src/jobs/backup): one row per run of the nightly job and per "back up now"
-- request; the admin's settings page and /api/health/ready read the latest. `day` is the Tashkent
-- day a nightly run is for: unique, so that two workers never back up the same night twice.
CREATE TABLE "backup_run" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "day" DATE,
    "status" VARCHAR(10) NOT NULL DEFAULT 'queued',
    "requested_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "file" VARCHAR(255),
    "size_bytes" BIGINT,
    "error" TEXT,

    CONSTRAINT "backup_run_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "backup_run_kind_check" CHECK ("kind" IN ('nightly', 'manual')),
    CONSTRAINT "backup_run_status_check" CHECK ("status" IN ('queued', 'running', 'ok', 'error')),
    CONSTRAINT "backup_run_day_check" CHECK (("kind" = 'nightly') = ("day" IS NOT NULL))
);

CREATE UNIQUE INDEX "backup_run_day_key" ON "backup_run"("day");
CREATE INDEX "backup_run_created_at_idx" ON "backup_run"("created_at");
CREATE INDEX "backup_run_requested_by_id_idx" ON "backup_run"("requested_by_id");

ALTER TABLE "backup_run" ADD CONSTRAINT "backup_run_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
