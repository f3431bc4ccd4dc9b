CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 10001 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text DEFAULT 'EKO-' || nextval('order_number_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");