DROP INDEX "orders_tenant_customer_idx";--> statement-breakpoint
CREATE INDEX "orders_tenant_customer_created_idx" ON "orders" USING btree ("tenant_id","customer_id","created_at");