-- Hardening (issue 11): rate-limit counters, and one client per phone.

-- CreateTable
CREATE TABLE "rate_limit_counter" (
    "key" VARCHAR(200) NOT NULL,
    "count" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_counter_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limit_counter_expires_at_idx" ON "rate_limit_counter"("expires_at");

-- Hand-written: clients that already share a main phone (created before this migration) would
-- stop the unique index. The oldest client of each phone keeps it; each later one keeps the
-- number as an additional phone, and its main phone gets a "~2", "~3"... suffix, so that an admin
-- finds both by the phone digits and merges or corrects them. Nothing is deleted.
INSERT INTO "client_phone" ("client_id", "phone_number")
SELECT "id", "phone_number" FROM (
    SELECT "id", "phone_number", row_number() OVER (PARTITION BY "phone_number" ORDER BY "id") AS "n" FROM "client"
) AS "ranked"
WHERE "n" > 1
ON CONFLICT ("client_id", "phone_number") DO NOTHING;

UPDATE "client" SET "phone_number" = "ranked"."phone_number" || '~' || "ranked"."n"
FROM (
    SELECT "id", "phone_number", row_number() OVER (PARTITION BY "phone_number" ORDER BY "id") AS "n" FROM "client"
) AS "ranked"
WHERE "client"."id" = "ranked"."id" AND "ranked"."n" > 1;

-- DropIndex
DROP INDEX "client_phone_number_idx";

-- CreateIndex
CREATE UNIQUE INDEX "client_phone_number_key" ON "client"("phone_number");
