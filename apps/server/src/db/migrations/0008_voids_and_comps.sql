ALTER TABLE "invoices" ADD COLUMN "comp_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "adjustment" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "adjustment_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "adjusted_by" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "adjustment_approved_by" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "adjusted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "comp_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_adjusted_idx" ON "order_items" USING btree ("tenant_id","adjusted_at") WHERE "order_items"."adjustment" is not null;