-- Documents (apps/api/src/modules/document-templates, print): client data for contracts, the
-- sale's contract number and date, the company's details and the Word templates.

-- AlterTable
ALTER TABLE "building" ADD COLUMN     "contract_seq" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "client" ADD COLUMN     "address" VARCHAR(500),
ADD COLUMN     "birth_date" DATE,
ADD COLUMN     "passport_issued_by" VARCHAR(300),
ADD COLUMN     "passport_issued_date" DATE,
ADD COLUMN     "passport_number" VARCHAR(20),
ADD COLUMN     "passport_series" VARCHAR(10),
ADD COLUMN     "pinfl" VARCHAR(14);

-- AlterTable
ALTER TABLE "sale" ADD COLUMN     "contract_date" DATE,
ADD COLUMN     "contract_number" VARCHAR(50);

-- CreateTable
CREATE TABLE "company_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "name" VARCHAR(300) NOT NULL DEFAULT '',
    "inn" VARCHAR(20) NOT NULL DEFAULT '',
    "address" VARCHAR(500) NOT NULL DEFAULT '',
    "phone" VARCHAR(50) NOT NULL DEFAULT '',
    "bank_name" VARCHAR(300) NOT NULL DEFAULT '',
    "bank_account" VARCHAR(30) NOT NULL DEFAULT '',
    "mfo" VARCHAR(10) NOT NULL DEFAULT '',
    "director" VARCHAR(200) NOT NULL DEFAULT '',
    "escrow_bank" VARCHAR(300) NOT NULL DEFAULT '',
    "escrow_account" VARCHAR(30) NOT NULL DEFAULT '',
    "updated_by_id" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_template" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "language" VARCHAR(2) NOT NULL,
    "building_id" INTEGER,
    "is_builtin" BOOLEAN NOT NULL DEFAULT false,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "content" BYTEA NOT NULL,
    "size" INTEGER NOT NULL,
    "original_name" VARCHAR(255) NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_template_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "document_template_kind_language_idx" ON "document_template"("kind", "language");

-- CreateIndex
CREATE INDEX "document_template_building_id_idx" ON "document_template"("building_id");

-- CreateIndex
CREATE INDEX "document_template_created_by_id_idx" ON "document_template"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "sale_contract_number_key" ON "sale"("contract_number");

-- AddForeignKey
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_template" ADD CONSTRAINT "document_template_building_id_fkey" FOREIGN KEY ("building_id") REFERENCES "building"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_template" ADD CONSTRAINT "document_template_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Hand-written
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_single" CHECK ("id" = 1);
INSERT INTO "company_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;

ALTER TABLE "document_template" ADD CONSTRAINT "document_template_kind_check"
  CHECK ("kind" IN ('contract', 'schedule', 'receipt', 'refusal'));
ALTER TABLE "document_template" ADD CONSTRAINT "document_template_language_check"
  CHECK ("language" IN ('uz', 'ru'));
ALTER TABLE "document_template" ADD CONSTRAINT "document_template_builtin_check"
  CHECK (NOT "is_builtin" OR ("building_id" IS NULL AND NOT "is_default"));
CREATE UNIQUE INDEX "document_template_default_key"
  ON "document_template" ("kind", "language", COALESCE("building_id", 0)) WHERE "is_default";
CREATE UNIQUE INDEX "document_template_builtin_key"
  ON "document_template" ("kind", "language") WHERE "is_builtin";

ALTER TABLE "client" ADD CONSTRAINT "client_pinfl_check" CHECK ("pinfl" ~ '^[0-9]{14}$');

-- Sales confirmed before this migration get their contract number in confirmation order.
WITH numbered AS (
  SELECT s.id, r.building_id,
         row_number() OVER (PARTITION BY r.building_id ORDER BY s.approved_at, s.id) AS n,
         (s.approved_at AT TIME ZONE 'Asia/Tashkent')::date AS day
  FROM "sale" s JOIN "room" r ON r.id = s.room_id
  WHERE s.approved_at IS NOT NULL
)
UPDATE "sale" s SET "contract_number" = numbered.building_id || '-' || numbered.n, "contract_date" = numbered.day
FROM numbered WHERE numbered.id = s.id;

UPDATE "building" b SET "contract_seq" = c.n
FROM (SELECT r.building_id, count(*) AS n FROM "sale" s JOIN "room" r ON r.id = s.room_id
      WHERE s.contract_number IS NOT NULL GROUP BY r.building_id) c
WHERE c.building_id = b.id;
