ALTER TABLE "companies" ADD COLUMN "phon_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_country_phon_key_idx" ON "companies" USING btree ("country_code","phon_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_phon_trgm_idx" ON "companies" USING gin ("country_code","phon_key" gin_trgm_ops);