-- Every server instance keeps the reference data (countries, groups, tariffs, texts) and the
-- pages built from it in memory: any change to these tables, however made, tells them all to
-- drop it. Delivered on commit; repeated notices in one transaction arrive as one.
CREATE OR REPLACE FUNCTION "notify_reference_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('inocheck_reference_change', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "countries_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_reference_change"();
--> statement-breakpoint
CREATE TRIGGER "country_groups_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "country_groups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_reference_change"();
--> statement-breakpoint
CREATE TRIGGER "country_group_members_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "country_group_members" FOR EACH STATEMENT EXECUTE FUNCTION "notify_reference_change"();
--> statement-breakpoint
CREATE TRIGGER "tariffs_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tariffs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_reference_change"();
--> statement-breakpoint
CREATE TRIGGER "reviews_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "notify_reference_change"();
