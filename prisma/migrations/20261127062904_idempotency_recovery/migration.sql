-- AlterTable
ALTER TABLE "idempotency_key" ADD COLUMN     "claimed_at" TIMESTAMPTZ(3),
ADD COLUMN     "recovery" JSONB;

