-- AlterTable
ALTER TABLE "sale" ADD COLUMN     "seller_id" INTEGER;

-- CreateIndex
CREATE INDEX "sale_seller_id_idx" ON "sale"("seller_id");

-- CreateIndex
CREATE INDEX "sale_sold_amount_idx" ON "sale"("sold_amount");

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

