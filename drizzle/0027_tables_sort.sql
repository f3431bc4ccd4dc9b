CREATE INDEX "orders_number_sort_idx" ON "orders" USING btree (length("number"),"number","id");--> statement-breakpoint
CREATE INDEX "orders_contact_name_sort_idx" ON "orders" USING btree ("contact_name","id");--> statement-breakpoint
CREATE INDEX "orders_total_sort_idx" ON "orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_sort_idx" ON "reviews" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "users_role_sort_idx" ON "users" USING btree ("role","id");