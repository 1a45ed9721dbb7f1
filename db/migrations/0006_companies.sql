CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"name_lat" text NOT NULL,
	"name_key" text NOT NULL,
	"alt_key" text DEFAULT '' NOT NULL,
	"reg_code" text,
	"reg_key" text,
	"vat_code" text,
	"vat_key" text,
	"address" text,
	"address_key" text,
	"phone" text,
	"phone_key" text,
	"email" text,
	"form" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('Active', 'Deleted', 'In liquidation', 'Is in process of reorganization'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_source_idx" ON "companies" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "companies_country_reg_idx" ON "companies" USING btree ("country_code","reg_key");--> statement-breakpoint
CREATE INDEX "companies_country_vat_idx" ON "companies" USING btree ("country_code","vat_key");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("country_code",("name_key" || ' ' || "alt_key") gin_trgm_ops);