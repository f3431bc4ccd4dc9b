CREATE INDEX "order_items_to_ship_idx" ON "order_items" USING btree ("brand_id") WHERE "order_items"."status" in ('Not processed', 'Processing');--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created");--> statement-breakpoint
CREATE INDEX "reviews_waiting_idx" ON "reviews" USING btree ("created") WHERE "reviews"."status" = 'Waiting Approval';--> statement-breakpoint
CREATE INDEX "order_returns_requested_idx" ON "order_returns" USING btree ("brand_id") WHERE "order_returns"."status" = 'requested';