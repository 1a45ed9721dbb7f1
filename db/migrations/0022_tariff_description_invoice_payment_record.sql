ALTER TABLE "tariffs" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_paid_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_order_number" text;