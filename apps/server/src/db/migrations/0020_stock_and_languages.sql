CREATE TABLE "ingredients" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"cost_per_unit" integer DEFAULT 0 NOT NULL,
	"stock_milli" bigint DEFAULT 0 NOT NULL,
	"low_stock_milli" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ingredients_unit_check" CHECK ("ingredients"."unit" in ('g', 'kg', 'ml', 'l', 'pcs')),
	CONSTRAINT "ingredients_cost_check" CHECK ("ingredients"."cost_per_unit" >= 0),
	CONSTRAINT "ingredients_low_stock_check" CHECK ("ingredients"."low_stock_milli" is null or "ingredients"."low_stock_milli" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"auto_sold_out" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_lines" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "recipe_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"item_id" integer,
	"variant_id" integer,
	"addon_id" integer,
	"quantity_milli" integer NOT NULL,
	CONSTRAINT "recipe_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "recipe_lines_one_target_check" CHECK (num_nonnulls("recipe_lines"."item_id", "recipe_lines"."variant_id", "recipe_lines"."addon_id") = 1),
	CONSTRAINT "recipe_lines_quantity_check" CHECK ("recipe_lines"."quantity_milli" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta_milli" bigint NOT NULL,
	"stock_after_milli" bigint NOT NULL,
	"expected_milli" bigint,
	"unit_cost" integer,
	"reason" text,
	"order_id" integer,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('purchase', 'waste', 'count', 'adjustment', 'sale', 'return'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_item_addons" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_item_variants" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stock_used" jsonb;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "receipt_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_settings" ADD CONSTRAINT "inventory_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_ingredient_fk" FOREIGN KEY ("tenant_id","ingredient_id") REFERENCES "public"."ingredients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_item_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."menu_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_variant_fk" FOREIGN KEY ("tenant_id","variant_id") REFERENCES "public"."menu_item_variants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_addon_fk" FOREIGN KEY ("tenant_id","addon_id") REFERENCES "public"."menu_item_addons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_ingredient_fk" FOREIGN KEY ("tenant_id","ingredient_id") REFERENCES "public"."ingredients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_tenant_name_idx" ON "ingredients" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_lines_item_idx" ON "recipe_lines" USING btree ("tenant_id","item_id","ingredient_id") WHERE "recipe_lines"."item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_lines_variant_idx" ON "recipe_lines" USING btree ("tenant_id","variant_id","ingredient_id") WHERE "recipe_lines"."variant_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_lines_addon_idx" ON "recipe_lines" USING btree ("tenant_id","addon_id","ingredient_id") WHERE "recipe_lines"."addon_id" is not null;--> statement-breakpoint
CREATE INDEX "recipe_lines_ingredient_idx" ON "recipe_lines" USING btree ("tenant_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "stock_movements_ingredient_idx" ON "stock_movements" USING btree ("tenant_id","ingredient_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("tenant_id","created_at");