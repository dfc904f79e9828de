-- Any change to what an order is priced from bumps its tenant's menu_version in the same transaction,
-- so a server that priced a cart from its remembered menu can tell, when it writes the order, whether
-- that menu is still current (see modules/pos/menu-price-cache.ts). A tenant being deleted has no row
-- left to bump, which is fine: its menu goes with it.
CREATE FUNCTION "bump_menu_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."tenant_id" ELSE NEW."tenant_id" END;
  marker text := 'mise.menu_version_bumped_' || tenant;
BEGIN
  -- Once per tenant and transaction: a version says which committed menu a reader saw, and a
  -- transaction commits all its changes at once. Bumping for every row would leave a dead tenants
  -- row per changed menu row (a 1,000-item import, 1,000 of them) for every later lookup to step over.
  IF current_setting(marker, true) IS DISTINCT FROM '1' THEN
    UPDATE "tenants" SET "menu_version" = "menu_version" + 1 WHERE "id" = tenant;
    PERFORM set_config(marker, '1', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "menu_items_bump_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "menu_items"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE TRIGGER "menu_item_variants_bump_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "menu_item_variants"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE TRIGGER "menu_item_addons_bump_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "menu_item_addons"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE TRIGGER "taxes_bump_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "taxes"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE TRIGGER "store_settings_bump_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "store_settings"
  FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();
