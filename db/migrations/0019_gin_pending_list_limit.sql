-- A small pending list for the GIN indexes of companies, which every search through them reads
-- whole (COMPANY_GIN_PENDING_KB in db/schema/companies.ts). Set in place, not rebuilt (drizzle
-- would drop and create them): the same index as the schema's, without rebuilding millions of
-- rows; what the lists hold now is merged at once.
ALTER INDEX "companies_name_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "companies_name_words_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
SELECT gin_clean_pending_list('companies_name_trgm_idx');--> statement-breakpoint
SELECT gin_clean_pending_list('companies_name_words_idx');
