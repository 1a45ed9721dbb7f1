-- The vocabulary's trigram index without GIN's pending list, which every probe of a search
-- would read (db/schema/companies.ts); rebuilding it also merges the list it has now.
DROP INDEX "company_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "company_words_trgm_idx" ON "company_words" USING gin ("country_code","kind","word" gin_trgm_ops) WITH (fastupdate=false);