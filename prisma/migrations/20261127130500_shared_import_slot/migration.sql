-- One XLSX import per user at a time across processes and replicas when no Redis is configured
-- (common/xlsx/import-slots.ts): a row per user holding an import, until its answer or expires_at.
CREATE TABLE "import_slot" (
    "user_id" INTEGER NOT NULL,
    "token" VARCHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "import_slot_pkey" PRIMARY KEY ("user_id")
);
