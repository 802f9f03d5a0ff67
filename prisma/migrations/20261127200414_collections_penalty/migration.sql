-- AlterTable
ALTER TABLE "client_debt" ADD COLUMN     "penalty_paid" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "penalty_waived" DECIMAL(20,2) NOT NULL DEFAULT 0;


-- What is waived or paid of a debt's penalty is never negative.
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_penalty_waived_paid" CHECK ("penalty_waived" >= 0 AND "penalty_paid" >= 0);

-- A payment report that pays the debt's penalty instead of its instalments.
ALTER TABLE "payment_report" ADD COLUMN "penalty" BOOLEAN NOT NULL DEFAULT false;
