CREATE TABLE "checkout_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"discount_limit" integer DEFAULT 1000 NOT NULL,
	"tip_presets" jsonb DEFAULT '[10,15,20]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_value" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_by" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_approved_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_value" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_approved_by" integer;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_reasons" ADD CONSTRAINT "discount_reasons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_reasons_tenant_title_idx" ON "discount_reasons" USING btree ("tenant_id","title");--> statement-breakpoint
-- Every store starts with the same reasons a new one gets (DEFAULT_DISCOUNT_REASONS), to edit in Settings.
INSERT INTO "discount_reasons" ("tenant_id", "title")
SELECT t."id", r."title"
FROM "tenants" t
CROSS JOIN (VALUES ('Regular guest'), ('Service recovery'), ('Staff meal'), ('Promotion')) AS r("title");
