ALTER TABLE "users" DROP CONSTRAINT "users_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "merchants" AS m SET "user_id" = (SELECT u."id" FROM "users" AS u WHERE u."merchant_id" = m."id" ORDER BY u."created", u."id" LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_user_unique" ON "merchants" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "merchant_id";