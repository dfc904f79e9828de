CREATE TABLE "modifier_groups" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "modifier_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"min_select" integer DEFAULT 0 NOT NULL,
	"max_select" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modifier_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "modifier_groups_kind_check" CHECK ("modifier_groups"."kind" in ('variant', 'addon')),
	CONSTRAINT "modifier_groups_select_check" CHECK ("modifier_groups"."min_select" >= 0 and ("modifier_groups"."max_select" is null or "modifier_groups"."max_select" >= greatest("modifier_groups"."min_select", 1)))
);
--> statement-breakpoint
CREATE TABLE "floor_areas" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "floor_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floor_areas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "menu_item_addons" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "menu_item_variants" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "station_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "course" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_tables" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "store_tables" ADD COLUMN "grid_x" integer;--> statement-breakpoint
ALTER TABLE "store_tables" ADD COLUMN "grid_y" integer;--> statement-breakpoint
ALTER TABLE "store_tables" ADD COLUMN "grid_width" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_tables" ADD COLUMN "grid_height" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_tables" ADD COLUMN "shape" text DEFAULT 'square' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_tables" ADD COLUMN "seated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_tables" ADD COLUMN "seated_guests" integer;--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD COLUMN "board_link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_item_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."menu_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_areas" ADD CONSTRAINT "floor_areas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "modifier_groups_item_idx" ON "modifier_groups" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modifier_groups_one_variant_group_idx" ON "modifier_groups" USING btree ("tenant_id","item_id") WHERE "modifier_groups"."kind" = 'variant';--> statement-breakpoint
CREATE UNIQUE INDEX "floor_areas_tenant_name_idx" ON "floor_areas" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "menu_item_addons" ADD CONSTRAINT "menu_item_addons_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."modifier_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_variants" ADD CONSTRAINT "menu_item_variants_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."modifier_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_station_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."stations"("tenant_id","id") ON DELETE SET NULL ("station_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tables" ADD CONSTRAINT "store_tables_area_fk" FOREIGN KEY ("tenant_id","area_id") REFERENCES "public"."floor_areas"("tenant_id","id") ON DELETE SET NULL ("area_id") ON UPDATE no action;--> statement-breakpoint
-- A group's rules are part of what an order is checked against (menu-price-cache.ts).
CREATE TRIGGER "modifier_groups_bump_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "modifier_groups"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
-- The POS's start-up answer (GET /pos/init) is remembered per store and menu version (issue 27):
-- everything in it that staff edit bumps the version too. A table's seated guests and place on the
-- floor plan are not in it, so only its title, floor and seats count.
CREATE TRIGGER "categories_bump_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE TRIGGER "payment_types_bump_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "payment_types"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE TRIGGER "print_settings_bump_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "print_settings"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE TRIGGER "store_tables_bump_menu_version" AFTER INSERT OR DELETE OR UPDATE OF "table_title", "floor", "seating_capacity" ON "store_tables"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
-- Today's variants and addons move into modifier groups: an item's variants become its one
-- "Choose one" group (at most one, each setting the price; none chosen is the base price, as the
-- spec has it) and its addons one "Extras" group (optional, no limit, as before). Option ids do not change, so past orders, invoices, 86
-- rows and reports that name them stay true.
INSERT INTO "modifier_groups" ("tenant_id", "item_id", "kind", "title", "min_select", "max_select", "sort_order")
SELECT DISTINCT "tenant_id", "item_id", 'variant', 'Choose one', 0, 1, 0 FROM "menu_item_variants";--> statement-breakpoint
INSERT INTO "modifier_groups" ("tenant_id", "item_id", "kind", "title", "min_select", "max_select", "sort_order")
SELECT DISTINCT "tenant_id", "item_id", 'addon', 'Extras', 0, NULL::integer, 1 FROM "menu_item_addons";--> statement-breakpoint
UPDATE "menu_item_variants" v SET "group_id" = g."id" FROM "modifier_groups" g
WHERE g."tenant_id" = v."tenant_id" AND g."item_id" = v."item_id" AND g."kind" = 'variant';--> statement-breakpoint
UPDATE "menu_item_addons" a SET "group_id" = g."id" FROM "modifier_groups" g
WHERE g."tenant_id" = a."tenant_id" AND g."item_id" = a."item_id" AND g."kind" = 'addon';--> statement-breakpoint
-- The floor plan starts from the floors the tables already name: one area each, tables not yet placed.
INSERT INTO "floor_areas" ("tenant_id", "name", "sort_order")
SELECT "tenant_id", min(btrim("floor")), (row_number() OVER (PARTITION BY "tenant_id" ORDER BY min("id")))::integer - 1
FROM "store_tables" WHERE btrim("floor") NOT IN ('', '-') GROUP BY "tenant_id", lower(btrim("floor"));--> statement-breakpoint
UPDATE "store_tables" t SET "area_id" = a."id" FROM "floor_areas" a
WHERE a."tenant_id" = t."tenant_id" AND lower(a."name") = lower(btrim(t."floor"));
