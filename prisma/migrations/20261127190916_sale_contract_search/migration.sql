-- The sales list's search matches the contract number exactly or as its beginning
-- (contract_number LIKE 'term%'). The unique index serves LIKE prefixes only under the C
-- collation; this one serves them under any (en_US.utf8 on the Docker image), so the branch
-- joins the search's other indexed branches in one bitmap OR instead of scanning every sale.
CREATE INDEX "sale_contract_number_pattern_idx" ON "sale" ("contract_number" varchar_pattern_ops);
