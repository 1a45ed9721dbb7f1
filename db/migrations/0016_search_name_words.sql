-- The words of a company's names (':' + word of name_key and alt_key) and of its sound keys
-- ('=' + word of phon_key, initials included), without the ' | ' between variants. Plain SQL
-- on pg_catalog functions only, so that an index over it restores under any search_path.
CREATE OR REPLACE FUNCTION "company_name_entries"(name_key text, alt_key text, phon_key text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT array(
		SELECT ':' || w FROM unnest(string_to_array(name_key || ' ' || alt_key, ' ')) AS w
		WHERE w NOT IN ('', '|')
		UNION
		SELECT '=' || w FROM unnest(string_to_array(phon_key, ' ')) AS w
		WHERE w NOT IN ('', '|'))
$$;
--> statement-breakpoint
-- The same words prefixed by the country ('GB:westbrook', 'GB=fstbrk'), as lexemes: one GIN
-- posting list per word and country, so a word anywhere in a name costs one lookup.
CREATE OR REPLACE FUNCTION "company_name_words"(country text, name_key text, alt_key text, phon_key text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT array_to_tsvector(array(
		SELECT country || ':' || w FROM unnest(string_to_array(name_key || ' ' || alt_key, ' ')) AS w
		WHERE w NOT IN ('', '|')
		UNION
		SELECT country || '=' || w FROM unnest(string_to_array(phon_key, ' ')) AS w
		WHERE w NOT IN ('', '|')))
$$;
--> statement-breakpoint
CREATE TABLE "company_words" (
	"country_code" varchar(2) NOT NULL,
	"kind" text NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "company_words" ("country_code", "kind", "word")
SELECT DISTINCT c.country_code, left(e, 1), substr(e, 2)
FROM "companies" AS c, unnest(company_name_entries(c.name_key, c.alt_key, c.phon_key)) AS e;
--> statement-breakpoint
DROP INDEX "companies_phon_trgm_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "company_words_word_idx" ON "company_words" USING btree ("country_code","kind","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "company_words_trgm_idx" ON "company_words" USING gin ("country_code","kind","word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_words_idx" ON "companies" USING gin (company_name_words("country_code", "name_key", "alt_key", "phon_key"));--> statement-breakpoint
-- The vocabulary follows every write to companies, COPY included: one set-based insert per
-- statement. Words go in sorted, so two loads adding the same words never deadlock.
CREATE OR REPLACE FUNCTION "company_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO company_words (country_code, kind, word)
	SELECT DISTINCT n.country_code, left(e, 1), substr(e, 2)
	FROM new_rows AS n, unnest(company_name_entries(n.name_key, n.alt_key, n.phon_key)) AS e
	ORDER BY 1, 2, 3
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_words_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_words_add"();
--> statement-breakpoint
CREATE TRIGGER "companies_words_update" AFTER UPDATE ON "companies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_words_add"();
