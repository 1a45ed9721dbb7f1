-- Order links: the plain token leaves the database. A new order's token is derived from a
-- random salt and SIGNING_SECRET (core/orders/order-token.ts). An older order keeps only
-- the SHA-256 of the token its customer was mailed, so that link keeps working, and gets a
-- salt of its own, so links rebuilt from now on (staff mail, payment pages) use the new form.
ALTER TABLE "orders" ADD COLUMN "access_salt" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "legacy_token_hash" text;--> statement-breakpoint
UPDATE "orders" SET
  "access_salt" = replace(gen_random_uuid()::text, '-', ''),
  "legacy_token_hash" = encode(sha256(convert_to("access_token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "access_salt" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "access_token";
