-- Client debts: next_payment_date (kept by a trigger on debt_instalment, so the debt list orders and
-- filters by an index), and the latest debt reminder (sms_sent_date, reminder_sms_id).

-- AlterTable
ALTER TABLE "client_debt" ADD COLUMN     "next_payment_date" DATE,
ADD COLUMN     "reminder_sms_id" INTEGER,
ADD COLUMN     "sms_sent_date" DATE;

-- CreateIndex
CREATE INDEX "client_debt_is_closed_next_payment_date_idx" ON "client_debt"("is_closed", "next_payment_date");

-- CreateIndex
CREATE INDEX "client_debt_next_payment_date_idx" ON "client_debt"("next_payment_date");

-- CreateIndex
CREATE INDEX "client_debt_reminder_sms_id_idx" ON "client_debt"("reminder_sms_id");

-- AddForeignKey
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_reminder_sms_id_fkey" FOREIGN KEY ("reminder_sms_id") REFERENCES "sms_message"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand (Prisma does not model triggers).
-- client_debt.next_payment_date = the due date of the oldest instalment not fully paid (null when
-- none is left). Statement-level triggers with transition tables: whoever writes instalments (a sale's
-- confirm inserting the schedule, a payment allocating, a re-applied payment) keeps it right in the
-- same transaction, with one UPDATE per statement however many rows it touched.
CREATE FUNCTION client_debt_refresh_next_payment_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_debt d
  SET next_payment_date = n.next_date
  FROM (
    SELECT c.id,
           (SELECT min(i.payment_date) FROM debt_instalment i
            WHERE i.client_debt_id = c.id AND i.paid_amount < i.amount) AS next_date
    FROM (SELECT DISTINCT client_debt_id AS id FROM changed_instalments) c
  ) n
  WHERE d.id = n.id AND d.next_payment_date IS DISTINCT FROM n.next_date;
  RETURN NULL;
END
$$;

CREATE TRIGGER client_debt_next_payment_date_ins AFTER INSERT ON "debt_instalment"
  REFERENCING NEW TABLE AS changed_instalments
  FOR EACH STATEMENT EXECUTE FUNCTION client_debt_refresh_next_payment_date();
CREATE TRIGGER client_debt_next_payment_date_upd AFTER UPDATE ON "debt_instalment"
  REFERENCING NEW TABLE AS changed_instalments
  FOR EACH STATEMENT EXECUTE FUNCTION client_debt_refresh_next_payment_date();
CREATE TRIGGER client_debt_next_payment_date_del AFTER DELETE ON "debt_instalment"
  REFERENCING OLD TABLE AS changed_instalments
  FOR EACH STATEMENT EXECUTE FUNCTION client_debt_refresh_next_payment_date();

-- Partial indexes (Prisma cannot declare them), both read index-only by the debt list's totals:
-- the unpaid instalments by due date (what is overdue: the unpaid ones before today), and the
-- open debts by currency with what is still owed.
CREATE INDEX debt_instalment_unpaid_idx ON "debt_instalment" ("payment_date") INCLUDE ("client_debt_id", "amount", "paid_amount")
  WHERE "paid_amount" < "amount";
CREATE INDEX client_debt_open_currency_idx ON "client_debt" ("currency_id") INCLUDE ("current_debt") WHERE NOT "is_closed";

UPDATE client_debt d
SET next_payment_date = (SELECT min(i.payment_date) FROM debt_instalment i WHERE i.client_debt_id = d.id AND i.paid_amount < i.amount);
