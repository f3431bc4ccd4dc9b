ALTER TABLE "carts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD COLUMN "guest_email" text;--> statement-breakpoint
CREATE INDEX "checkout_sessions_guest_open_idx" ON "checkout_sessions" USING btree ("contact_email") WHERE "checkout_sessions"."user_id" is null and "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_token_unique" ON "orders" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "orders_guest_unclaimed_idx" ON "orders" USING btree ("guest_email") WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE INDEX "discount_redemptions_guest_idx" ON "discount_redemptions" USING btree ("code_id","guest_email");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_has_customer" CHECK ("orders"."user_id" is not null or "orders"."guest_email" is not null);--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_has_customer" CHECK ("discount_redemptions"."user_id" is not null or "discount_redemptions"."guest_email" is not null);--> statement-breakpoint
-- Guest checkout (decision 0056): the guest orders of an address move into the account that
-- proves it, in the transaction that records the proof, once. Every way an address is proven
-- (the mailed link, a password reset, a verified social sign-in, a merchant's invitation, an
-- account the operator makes) writes users.email_verified_at, so the claim lives here and no
-- path can forget it; an unproven address claims nothing (anyone may type a stranger's).
CREATE FUNCTION "orders_claim_guest_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email IS NOT NULL AND NEW.email_verified_at IS NOT NULL AND (
    TG_OP = 'INSERT' OR OLD.email_verified_at IS NULL OR OLD.email IS DISTINCT FROM NEW.email
  ) THEN
    UPDATE orders SET user_id = NEW.id
      WHERE user_id IS NULL AND guest_email = lower(NEW.email);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_claim_guest_orders" AFTER INSERT OR UPDATE OF email, email_verified_at ON "users"
  FOR EACH ROW EXECUTE FUNCTION "orders_claim_guest_orders"();
--> statement-breakpoint
-- A guest order placed with the address of an account that proved it already goes into that
-- account at once: no later proof would come to claim it.
CREATE FUNCTION "orders_guest_to_proven_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL AND NEW.guest_email IS NOT NULL THEN
    SELECT u.id INTO NEW.user_id FROM users AS u
      WHERE u.email = NEW.guest_email AND u.email_verified_at IS NOT NULL
      LIMIT 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_guest_to_proven_account" BEFORE INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_guest_to_proven_account"();
