-- Issue 28: every key of a store's rows leads with the store, so that the tables can be distributed
-- by tenant_id (Citus) as configuration. Primary keys become (tenant_id, id), references between a
-- store's tables become (tenant_id, x_id) -> (tenant_id, id), and the two tables that hung off users
-- without a tenant get one, filled from their user. Nothing is deleted or rewritten but keys.
-- Written by hand from drizzle-kit's output: drizzle-kit cannot name the primary keys it drops, and
-- a reference cleared on delete is ON DELETE SET NULL ("x_id") (PostgreSQL 15+): a plain SET NULL of
-- a composite key would clear tenant_id too, which is NOT NULL. The snapshot says "set null".
ALTER TABLE "categories" DROP CONSTRAINT "categories_station_id_stations_id_fk";--> statement-breakpoint
ALTER TABLE "menu_item_addons" DROP CONSTRAINT "menu_item_addons_item_id_menu_items_id_fk";--> statement-breakpoint
ALTER TABLE "menu_item_variants" DROP CONSTRAINT "menu_item_variants_item_id_menu_items_id_fk";--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_category_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_tax_id_taxes_id_fk";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_payment_type_id_payment_types_id_fk";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_table_id_store_tables_id_fk";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_table_id_store_tables_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_invoice_id_invoices_id_fk";--> statement-breakpoint
ALTER TABLE "qr_order_items" DROP CONSTRAINT "qr_order_items_qr_order_id_qr_orders_id_fk";--> statement-breakpoint
ALTER TABLE "qr_orders" DROP CONSTRAINT "qr_orders_table_id_store_tables_id_fk";--> statement-breakpoint
ALTER TABLE "qr_orders" DROP CONSTRAINT "qr_orders_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_table_id_store_tables_id_fk";--> statement-breakpoint
ALTER TABLE "bills" DROP CONSTRAINT "bills_invoice_id_invoices_id_fk";--> statement-breakpoint
ALTER TABLE "checkout_settings" DROP CONSTRAINT "checkout_settings_service_charge_tax_id_taxes_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_bill_id_bills_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_invoice_id_invoices_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_payment_type_id_payment_types_id_fk";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_invoice_id_invoices_id_fk";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payment_type_id_payment_types_id_fk";--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_shift_id_shifts_id_fk";--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" DROP CONSTRAINT "two_factor_recovery_codes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "print_bridges" DROP CONSTRAINT "print_bridges_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_printer_id_printers_id_fk";--> statement-breakpoint
ALTER TABLE "print_pairing_codes" DROP CONSTRAINT "print_pairing_codes_created_by_users_id_fk";--> statement-breakpoint
DROP INDEX "categories_tenant_idx";--> statement-breakpoint
DROP INDEX "menu_items_tenant_idx";--> statement-breakpoint
DROP INDEX "taxes_tenant_idx";--> statement-breakpoint
DROP INDEX "payment_types_tenant_idx";--> statement-breakpoint
DROP INDEX "store_tables_tenant_idx";--> statement-breakpoint
DROP INDEX "users_tenant_idx";--> statement-breakpoint
DROP INDEX "print_bridges_tenant_idx";--> statement-breakpoint
DROP INDEX "print_jobs_tenant_idx";--> statement-breakpoint
DROP INDEX "print_pairing_codes_tenant_idx";--> statement-breakpoint
DROP INDEX "printers_tenant_idx";--> statement-breakpoint
DROP INDEX "reservations_code_idx";--> statement-breakpoint
DROP INDEX "print_bridges_token_idx";--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
UPDATE "password_resets" AS pr SET "tenant_id" = u."tenant_id" FROM "users" AS u WHERE u."id" = pr."user_id";--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
-- A user's session always names the user's store (the reference to the user now goes through it).
UPDATE "devices" AS d SET "tenant_id" = u."tenant_id" FROM "users" AS u WHERE u."id" = d."user_id" AND d."tenant_id" IS DISTINCT FROM u."tenant_id";--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
-- An operator's codes (no user) keep no tenant.
UPDATE "two_factor_recovery_codes" AS c SET "tenant_id" = u."tenant_id" FROM "users" AS u WHERE u."id" = c."user_id";--> statement-breakpoint
ALTER TABLE "subscription_history" DROP CONSTRAINT "subscription_history_pkey";--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_pkey";--> statement-breakpoint
ALTER TABLE "menu_item_addons" DROP CONSTRAINT "menu_item_addons_pkey";--> statement-breakpoint
ALTER TABLE "menu_item_variants" DROP CONSTRAINT "menu_item_variants_pkey";--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_pkey";--> statement-breakpoint
ALTER TABLE "stations" DROP CONSTRAINT "stations_pkey";--> statement-breakpoint
ALTER TABLE "taxes" DROP CONSTRAINT "taxes_pkey";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "qr_order_items" DROP CONSTRAINT "qr_order_items_pkey";--> statement-breakpoint
ALTER TABLE "qr_orders" DROP CONSTRAINT "qr_orders_pkey";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_pkey";--> statement-breakpoint
ALTER TABLE "bills" DROP CONSTRAINT "bills_pkey";--> statement-breakpoint
ALTER TABLE "discount_reasons" DROP CONSTRAINT "discount_reasons_pkey";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_pkey";--> statement-breakpoint
ALTER TABLE "payment_types" DROP CONSTRAINT "payment_types_pkey";--> statement-breakpoint
ALTER TABLE "store_tables" DROP CONSTRAINT "store_tables_pkey";--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_pkey";--> statement-breakpoint
ALTER TABLE "day_closes" DROP CONSTRAINT "day_closes_pkey";--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_pkey";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_pkey";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "print_bridges" DROP CONSTRAINT "print_bridges_pkey";--> statement-breakpoint
ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_pkey";--> statement-breakpoint
ALTER TABLE "print_pairing_codes" DROP CONSTRAINT "print_pairing_codes_pkey";--> statement-breakpoint
ALTER TABLE "printers" DROP CONSTRAINT "printers_pkey";--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "menu_item_addons" ADD CONSTRAINT "menu_item_addons_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "menu_item_variants" ADD CONSTRAINT "menu_item_variants_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "qr_order_items" ADD CONSTRAINT "qr_order_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "qr_orders" ADD CONSTRAINT "qr_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "discount_reasons" ADD CONSTRAINT "discount_reasons_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "payment_types" ADD CONSTRAINT "payment_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "store_tables" ADD CONSTRAINT "store_tables_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "print_bridges" ADD CONSTRAINT "print_bridges_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "print_pairing_codes" ADD CONSTRAINT "print_pairing_codes_tenant_id_code_hash_pk" PRIMARY KEY("tenant_id","code_hash");--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_station_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE SET NULL ("station_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_addons" ADD CONSTRAINT "menu_item_addons_item_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."menu_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_variants" ADD CONSTRAINT "menu_item_variants_item_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."menu_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE SET NULL ("category_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_tax_fk" FOREIGN KEY ("tenant_id","tax_id") REFERENCES "public"."taxes"("tenant_id","id") ON DELETE SET NULL ("tax_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_type_fk" FOREIGN KEY ("tenant_id","payment_type_id") REFERENCES "public"."payment_types"("tenant_id","id") ON DELETE SET NULL ("payment_type_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_table_fk" FOREIGN KEY ("tenant_id","table_id") REFERENCES "public"."store_tables"("tenant_id","id") ON DELETE SET NULL ("table_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_fk" FOREIGN KEY ("tenant_id","table_id") REFERENCES "public"."store_tables"("tenant_id","id") ON DELETE SET NULL ("table_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE SET NULL ("invoice_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_order_items" ADD CONSTRAINT "qr_order_items_qr_order_fk" FOREIGN KEY ("tenant_id","qr_order_id") REFERENCES "public"."qr_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_orders" ADD CONSTRAINT "qr_orders_table_fk" FOREIGN KEY ("tenant_id","table_id") REFERENCES "public"."store_tables"("tenant_id","id") ON DELETE SET NULL ("table_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_orders" ADD CONSTRAINT "qr_orders_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE SET NULL ("order_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_table_fk" FOREIGN KEY ("tenant_id","table_id") REFERENCES "public"."store_tables"("tenant_id","id") ON DELETE SET NULL ("table_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_invoice_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE SET NULL ("invoice_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_service_charge_tax_fk" FOREIGN KEY ("tenant_id","service_charge_tax_id") REFERENCES "public"."taxes"("tenant_id","id") ON DELETE SET NULL ("service_charge_tax_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_fk" FOREIGN KEY ("tenant_id","bill_id") REFERENCES "public"."bills"("tenant_id","id") ON DELETE SET NULL ("bill_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE SET NULL ("invoice_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_type_fk" FOREIGN KEY ("tenant_id","payment_type_id") REFERENCES "public"."payment_types"("tenant_id","id") ON DELETE SET NULL ("payment_type_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_type_fk" FOREIGN KEY ("tenant_id","payment_type_id") REFERENCES "public"."payment_types"("tenant_id","id") ON DELETE SET NULL ("payment_type_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_shift_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."shifts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_bridges" ADD CONSTRAINT "print_bridges_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_fk" FOREIGN KEY ("tenant_id","printer_id") REFERENCES "public"."printers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_pairing_codes" ADD CONSTRAINT "print_pairing_codes_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_token_idx" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_id_idx" ON "users" USING btree ("id");--> statement-breakpoint
CREATE INDEX "print_bridges_token_lookup_idx" ON "print_bridges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "print_pairing_codes_code_idx" ON "print_pairing_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_code_idx" ON "reservations" USING btree ("tenant_id","unique_code");--> statement-breakpoint
CREATE UNIQUE INDEX "print_bridges_token_idx" ON "print_bridges" USING btree ("tenant_id","token_hash");
