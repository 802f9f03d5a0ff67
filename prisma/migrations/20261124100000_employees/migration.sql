-- Employees (issue 9). Written by hand: Prisma does not model partial unique indexes or CHECKs.

-- One accrual per employee per month; a concurrent second accrual stops here (409 employee.accrual_exists).
CREATE UNIQUE INDEX "employee_balance_accrual_month_key" ON "employee_balance"("employee_id", "salary_month") WHERE "kind" = 'accrual';

-- One hours entry per employee per day (the calendar's cell); a second is 409 employee.hours_exists.
CREATE UNIQUE INDEX "employee_balance_hours_day_key" ON "employee_balance"("employee_id", "work_date") WHERE "kind" = 'hours';

-- Each kind carries its own fields: an accrual its month, hours their day, hours and rate, a payment its operation.
ALTER TABLE "employee_balance" ADD CONSTRAINT "employee_balance_kind_fields" CHECK (
  ("kind" <> 'accrual' OR "salary_month" IS NOT NULL)
  AND ("kind" <> 'hours' OR ("work_date" IS NOT NULL AND "hours" > 0 AND "hours" <= 24 AND "hourly_rate" IS NOT NULL))
  AND ("kind" <> 'payment' OR "wallet_operation_id" IS NOT NULL));

-- The entries list orders by month and day.
CREATE INDEX "employee_balance_salary_month_idx" ON "employee_balance"("salary_month");
CREATE INDEX "employee_balance_work_date_idx" ON "employee_balance"("work_date");
-- The employee list orders by last name alone and by phone.
CREATE INDEX "employee_last_name_idx" ON "employee"("last_name");
