ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A charge detached from a deleted account keeps no way back to the person: Stripe's receipt page shows the e-mail.
CREATE FUNCTION "payments_forget_receipt"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.receipt_url := NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_forget_receipt" BEFORE UPDATE OF "user_id" ON "payments"
  FOR EACH ROW WHEN (NEW.user_id IS NULL) EXECUTE FUNCTION "payments_forget_receipt"();
