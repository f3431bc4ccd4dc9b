CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created");--> statement-breakpoint
CREATE INDEX "orders_contact_name_trgm_idx" ON "orders" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_contact_email_trgm_idx" ON "orders" USING gin ("contact_email" gin_trgm_ops);