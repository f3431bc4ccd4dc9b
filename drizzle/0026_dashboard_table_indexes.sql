CREATE INDEX "orders_contact_name_trgm_idx" ON "orders" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_contact_email_trgm_idx" ON "orders" USING gin ("contact_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_lower_prefix_idx" ON "products" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reviews_status_id_idx" ON "reviews" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || coalesce("email", '')) gin_trgm_ops);