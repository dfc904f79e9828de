ALTER TABLE "invoices" ADD COLUMN "service_charge_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_charge_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_charge_tax_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_charge_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_charge_tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD COLUMN "service_charge_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD COLUMN "service_charge_dine_in_only" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD COLUMN "service_charge_min_guests" integer;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD COLUMN "service_charge_tax_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_service_charge_tax_id_taxes_id_fk" FOREIGN KEY ("service_charge_tax_id") REFERENCES "public"."taxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An order is priced with the store's service charge: changing it is a change of what orders are
-- priced from, so it bumps the menu version like a price does (migration 0003).
CREATE TRIGGER "checkout_settings_bump_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "checkout_settings"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();
