-- Indexes for the statistics (apps/api/src/modules/statistics/statistics.sql.ts), chosen from the
-- plans of scripts/bench-statistics.mjs on the large data set. Prisma cannot declare INCLUDE
-- columns or partial indexes, so they are written here by hand. Each lets its query read the
-- index alone (index-only scan) instead of visiting rows scattered over the table.

-- Approved sales of a currency by approval instant, with what the figures need: sale statistics,
-- overall statistics (sales, managers), the dashboard's sales of today.
CREATE INDEX "statistics_sale_approved_idx" ON "sale" ("currency_id", "approved_at")
  INCLUDE ("room_id", "sold_amount", "paid_amount", "seller_id", "created_by_id")
  WHERE "status" = 'approved';

-- Instalments by due date with their debt and amounts: the plan of receipts (expected, received).
CREATE INDEX "statistics_instalment_due_idx" ON "debt_instalment" ("payment_date")
  INCLUDE ("client_debt_id", "amount", "paid_amount");

-- Open debts of a currency with what they owe, what was paid off, their client and room: all sale
-- debt, debts per building, overall statistics' debts.
CREATE INDEX "statistics_debt_open_idx" ON "client_debt" ("currency_id")
  INCLUDE ("current_debt", "all_debt", "client_id", "room_id")
  WHERE NOT "is_closed";

-- Wallet operations by date with everything their classification reads: income and expense by
-- kind, investors, the dashboard's payments of today.
CREATE INDEX "statistics_operation_date_idx" ON "wallet_operation" ("date")
  INCLUDE ("wallet_id", "kind", "operation_type", "reversal_of_id", "supplier_operation_id", "investor_id", "amount", "amount_usd");

-- Supplier operations of a currency with the amounts of their debt: what is owed to suppliers.
CREATE INDEX "statistics_supplier_debt_idx" ON "supplier_operation" ("currency_id")
  INCLUDE ("kind", "operation_price", "actual_payment");
