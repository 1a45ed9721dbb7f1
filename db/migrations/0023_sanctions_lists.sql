CREATE TABLE "sanctions_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_code" text NOT NULL,
	"entry_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"entry" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanctions_identifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_row_id" integer NOT NULL,
	"list_code" text NOT NULL,
	"type" text NOT NULL,
	"scheme" text NOT NULL,
	"value" text NOT NULL,
	"normalized" text NOT NULL,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "sanctions_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_code" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"source" text NOT NULL,
	"count_before" integer,
	"count_after" integer,
	"content_hash" text,
	"published_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanctions_lists" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_at_source" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"entry_count" integer NOT NULL,
	"content_hash" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanctions_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_row_id" integer NOT NULL,
	"list_code" text NOT NULL,
	"name" text NOT NULL,
	"name_type" text NOT NULL,
	"quality" text NOT NULL,
	"script" text NOT NULL,
	"name_key" text NOT NULL,
	"latin_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_list_code_sanctions_lists_code_fk" FOREIGN KEY ("list_code") REFERENCES "public"."sanctions_lists"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_identifiers" ADD CONSTRAINT "sanctions_identifiers_entry_row_id_sanctions_entries_id_fk" FOREIGN KEY ("entry_row_id") REFERENCES "public"."sanctions_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_names" ADD CONSTRAINT "sanctions_names_entry_row_id_sanctions_entries_id_fk" FOREIGN KEY ("entry_row_id") REFERENCES "public"."sanctions_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_entries_list_entry_idx" ON "sanctions_entries" USING btree ("list_code","entry_id");--> statement-breakpoint
CREATE INDEX "sanctions_identifiers_entry_idx" ON "sanctions_identifiers" USING btree ("entry_row_id");--> statement-breakpoint
CREATE INDEX "sanctions_identifiers_normalized_idx" ON "sanctions_identifiers" USING btree ("normalized");--> statement-breakpoint
CREATE INDEX "sanctions_imports_list_at_idx" ON "sanctions_imports" USING btree ("list_code","at");--> statement-breakpoint
CREATE INDEX "sanctions_names_entry_idx" ON "sanctions_names" USING btree ("entry_row_id");--> statement-breakpoint
CREATE INDEX "sanctions_names_latin_key_idx" ON "sanctions_names" USING btree ("latin_key");