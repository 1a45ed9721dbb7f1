-- A word leaves the vocabulary (company_words) with the last company bearing it, so that dead
-- words never take the places of live ones among a fragment's WORDS_PER_FRAGMENT. The words to
-- check are given as lexemes of the words index ('GB:westbrook', 'GB=fstbrk'); each is one
-- lookup there.
CREATE OR REPLACE FUNCTION "company_words_forget"(lexemes text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	lexeme text;
BEGIN
	IF cardinality(lexemes) = 0 THEN
		RETURN;
	END IF;
	-- Writers add words under ROW EXCLUSIVE, held until they commit: this waits for them and
	-- holds new ones off until it commits, so the check below sees every company bearing a
	-- word, and a writer after it adds again a word removed here. Taken only when there is
	-- something to forget: inserts and upserts that change no name never wait for it.
	LOCK TABLE company_words IN SHARE ROW EXCLUSIVE MODE;
	FOREACH lexeme IN ARRAY lexemes LOOP
		IF NOT EXISTS (
			SELECT 1 FROM companies c
			WHERE company_name_words(c.country_code, c.name_key, c.alt_key, c.phon_key)
				@@ quote_literal(lexeme)::tsquery
		) THEN
			DELETE FROM company_words
			WHERE country_code = left(lexeme, 2) AND kind = substr(lexeme, 3, 1)
				AND word = substr(lexeme, 4);
		END IF;
	END LOOP;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "company_words_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM company_words_forget(array(
		SELECT DISTINCT o.country_code || e
		FROM old_rows AS o, unnest(company_name_entries(o.name_key, o.alt_key, o.phon_key)) AS e
		ORDER BY 1));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Rows whose names changed give up the words their new names lack; an upsert that rewrites
-- rows with the same names (a re-import) forgets nothing and takes no lock.
CREATE OR REPLACE FUNCTION "company_words_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM company_words_forget(array(
		WITH changed AS (
			SELECT o.country_code AS old_country, o.name_key AS old_name, o.alt_key AS old_alt,
				o.phon_key AS old_phon, n.country_code, n.name_key, n.alt_key, n.phon_key
			FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
			WHERE (o.country_code, o.name_key, o.alt_key, o.phon_key)
				IS DISTINCT FROM (n.country_code, n.name_key, n.alt_key, n.phon_key))
		SELECT c.old_country || e
		FROM changed AS c, unnest(company_name_entries(c.old_name, c.old_alt, c.old_phon)) AS e
		EXCEPT
		SELECT c.country_code || e
		FROM changed AS c, unnest(company_name_entries(c.name_key, c.alt_key, c.phon_key)) AS e
		ORDER BY 1));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_words_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_words_deleted"();
--> statement-breakpoint
CREATE TRIGGER "companies_words_rename" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_words_renamed"();
