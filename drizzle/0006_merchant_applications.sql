-- One open merchant application (Waiting Approval) per email and per brand name, enforced by the
-- database so two applications sent together cannot both land (issue 11).
CREATE UNIQUE INDEX "merchants_open_email_unique" ON "merchants" USING btree (lower("email")) WHERE "merchants"."status" = 'Waiting Approval';--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_open_brand_name_unique" ON "merchants" USING btree (lower("brand_name")) WHERE "merchants"."status" = 'Waiting Approval';