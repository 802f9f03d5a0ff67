-- Issue 12, point 10: search folds the apostrophe variants of Uzbek Latin (oʻ o' o‘ o’ oʼ o` o´, the same
-- for gʻ, and the tutuq belgisi). One SQL function, search_fold(), removes them; it builds each searched
-- table's stored search key (a generated column with a trigram index), and the API folds the query
-- with the same character list (src/common/list/search-fold.ts; a test compares the two). A term
-- without the apostrophe matches too: "Oktam" finds "Oʻktam" (people type on phones without it).
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(value, 'ʻʼ''‘’`´', '') $$;

-- The searched text of each row, folded; E'\n' keeps a term from matching across two fields.
ALTER TABLE "client" ADD COLUMN "search_key" TEXT
  GENERATED ALWAYS AS (search_fold(coalesce("name", '') || E'\n' || coalesce("company_name", ''))) STORED;
ALTER TABLE "lid" ADD COLUMN "search_key" TEXT
  GENERATED ALWAYS AS (search_fold(coalesce("name", '') || E'\n' || coalesce("company_name", ''))) STORED;
ALTER TABLE "user" ADD COLUMN "search_key" TEXT
  GENERATED ALWAYS AS (search_fold(coalesce("full_name", ''))) STORED;
ALTER TABLE "building" ADD COLUMN "search_key" TEXT
  GENERATED ALWAYS AS (search_fold(coalesce("name", '') || E'\n' || coalesce("address", ''))) STORED;

CREATE INDEX "client_search_key_trgm_idx" ON "client" USING GIN ("search_key" gin_trgm_ops);
CREATE INDEX "lid_search_key_trgm_idx" ON "lid" USING GIN ("search_key" gin_trgm_ops);
CREATE INDEX "user_search_key_trgm_idx" ON "user" USING GIN ("search_key" gin_trgm_ops);
CREATE INDEX "building_search_key_trgm_idx" ON "building" USING GIN ("search_key" gin_trgm_ops);
