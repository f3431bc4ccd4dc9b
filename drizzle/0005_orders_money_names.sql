-- orders.total_cents held the subtotal while checkout_sessions.total_cents holds what was paid:
-- the orders columns take checkout_sessions' names (issue 10). Renames keep every row's data.
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total_cents" TO "subtotal_cents";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total_tax_cents" TO "shipping_cents";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total_with_tax_cents" TO "total_cents";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."total_cents" = "orders"."subtotal_cents" + "orders"."shipping_cents");
