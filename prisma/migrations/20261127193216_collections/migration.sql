-- AlterTable
ALTER TABLE "client_debt" ADD COLUMN     "penalty_cap_percent" DECIMAL(6,2) NOT NULL DEFAULT 0,
ADD COLUMN     "penalty_rate" DECIMAL(7,4) NOT NULL DEFAULT 0,
ADD COLUMN     "promise_contact_date" DATE,
ADD COLUMN     "promised_amount" DECIMAL(20,2),
ADD COLUMN     "promised_date" DATE,
ADD COLUMN     "responsible_id" INTEGER;

-- CreateTable
CREATE TABLE "collection_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "penalty_rate" DECIMAL(7,4) NOT NULL DEFAULT 0,
    "penalty_cap_percent" DECIMAL(6,2) NOT NULL DEFAULT 0,
    "grace_days" INTEGER NOT NULL DEFAULT 0,
    "updated_by_id" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "collection_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "debt_contact" (
    "id" SERIAL NOT NULL,
    "client_debt_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "channel" VARCHAR(20) NOT NULL,
    "result" VARCHAR(20) NOT NULL,
    "promised_date" DATE,
    "promised_amount" DECIMAL(20,2),
    "comment" TEXT NOT NULL DEFAULT '',
    "author_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "debt_contact_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "collection_settings_updated_by_id_idx" ON "collection_settings"("updated_by_id");

-- CreateIndex
CREATE INDEX "debt_contact_client_debt_id_date_id_idx" ON "debt_contact"("client_debt_id", "date" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "debt_contact_author_id_idx" ON "debt_contact"("author_id");

-- CreateIndex
CREATE INDEX "client_debt_responsible_id_idx" ON "client_debt"("responsible_id");

-- CreateIndex
CREATE INDEX "client_debt_promised_date_idx" ON "client_debt"("promised_date");

-- AddForeignKey
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_responsible_id_fkey" FOREIGN KEY ("responsible_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_settings" ADD CONSTRAINT "collection_settings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "debt_contact" ADD CONSTRAINT "debt_contact_client_debt_id_fkey" FOREIGN KEY ("client_debt_id") REFERENCES "client_debt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "debt_contact" ADD CONSTRAINT "debt_contact_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;



-- Hand-written
ALTER TABLE "collection_settings" ADD CONSTRAINT "collection_settings_single" CHECK ("id" = 1);
ALTER TABLE "collection_settings" ADD CONSTRAINT "collection_settings_penalty_rate_check" CHECK ("penalty_rate" >= 0 AND "penalty_rate" <= 10);
ALTER TABLE "collection_settings" ADD CONSTRAINT "collection_settings_penalty_cap_check" CHECK ("penalty_cap_percent" >= 0 AND "penalty_cap_percent" <= 100);
ALTER TABLE "collection_settings" ADD CONSTRAINT "collection_settings_grace_days_check" CHECK ("grace_days" >= 0 AND "grace_days" <= 365);
INSERT INTO "collection_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;

ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_penalty_rate_check" CHECK ("penalty_rate" >= 0 AND "penalty_rate" <= 10);
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_penalty_cap_check" CHECK ("penalty_cap_percent" >= 0 AND "penalty_cap_percent" <= 100);
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_promise_check"
  CHECK (("promised_date" IS NULL) = ("promise_contact_date" IS NULL) AND ("promised_date" IS NULL) = ("promised_amount" IS NULL)
         AND ("promised_amount" IS NULL OR "promised_amount" > 0));

ALTER TABLE "debt_contact" ADD CONSTRAINT "debt_contact_channel_check" CHECK ("channel" IN ('call', 'sms', 'visit', 'telegram'));
ALTER TABLE "debt_contact" ADD CONSTRAINT "debt_contact_result_check"
  CHECK ("result" IN ('reached', 'no_answer', 'promised', 'refused', 'wrong_number'));
ALTER TABLE "debt_contact" ADD CONSTRAINT "debt_contact_promise_check" CHECK (("result" = 'promised') = ("promised_date" IS NOT NULL));
ALTER TABLE "debt_contact" ADD CONSTRAINT "debt_contact_promised_amount_check"
  CHECK ("promised_amount" IS NULL OR ("promised_amount" > 0 AND "result" = 'promised'));

-- Debts made before this migration: their collector is the sale's seller, else whoever recorded the sale.
UPDATE "client_debt" cd SET "responsible_id" = COALESCE(s."seller_id", s."created_by_id")
FROM "sale" s WHERE s."id" = cd."sale_id" AND cd."responsible_id" IS NULL;
