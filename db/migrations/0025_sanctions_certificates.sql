CREATE TABLE "sanctions_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"reg_code" text,
	"vat_code" text,
	"country_code" varchar(2),
	"checked_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanctions_certificates_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "sanctions_certificates" ADD CONSTRAINT "sanctions_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sanctions_certificates_company_idx" ON "sanctions_certificates" USING btree ("company_id");