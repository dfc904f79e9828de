import type { TaxType } from '@mise/domain';
import { z } from 'zod';
import { id, money, moneyOrZero, optionalId, optionalMoney, requiredText } from './common';
import type { TModifierGroup } from './modifier-groups';
import type { TTranslations } from './translations';

/** Requests and responses of the menu editor (spec 2 sections 2.7, 3, 5 and 7). */

export const MENU_ITEM_MESSAGES = {
  title: 'Please enter title!',
  price: 'Please provide valid price!',
  netPrice: 'Please provide valid net price!',
  variantTitle: 'Please provide variant title!',
  variantPrice: 'Please provide valid variant price!',
  addonTitle: 'Please provide addon title!',
  addonPrice: 'Please provide valid addon price!',
} as const;

/** Prices are decimal major units on the wire (12.5) and integer minor units once parsed. */
export const MenuItemBody = z.object({
  title: requiredText(MENU_ITEM_MESSAGES.title, 120),
  price: money(MENU_ITEM_MESSAGES.price),
  netPrice: optionalMoney(MENU_ITEM_MESSAGES.netPrice),
  categoryId: optionalId(),
  taxId: optionalId(),
  /**
   * The kitchen station its lines go to, winning over its category's (issue 18 §3); null: its
   * category's. Left out, the item keeps the one it has (the spec's clients do not send it).
   */
  stationId: optionalId().optional(),
});
export type TMenuItemBody = z.input<typeof MenuItemBody>;

export const VariantBody = z.object({
  title: requiredText(MENU_ITEM_MESSAGES.variantTitle, 80),
  price: moneyOrZero(MENU_ITEM_MESSAGES.variantPrice),
});
export type TVariantBody = z.input<typeof VariantBody>;

export const AddonBody = z.object({
  title: requiredText(MENU_ITEM_MESSAGES.addonTitle, 80),
  price: moneyOrZero(MENU_ITEM_MESSAGES.addonPrice),
  /** The addon group it goes in; none: the item's first addon group ("Extras", made if missing). */
  groupId: optionalId(),
});
export type TAddonBody = z.input<typeof AddonBody>;

export const VariantParams = z.object({ itemId: id(), variantId: id() });
export const AddonParams = z.object({ itemId: id(), addonId: id() });
export const ItemIdParams = z.object({ itemId: id() });

/** Multipart field carrying the photo of POST /menu-items/update/{id}/upload-photo. */
export const MENU_ITEM_PHOTO_FIELD = 'image';
/** The browser compresses photos to this before sending (spec 2 section 5). */
export const MENU_ITEM_PHOTO_LIMITS = { maxSizeMB: 0.5, maxWidthOrHeight: 512 } as const;

export interface TMenuItemVariant {
  id: number;
  title: string;
  /** Final price in this variant (replaces the base price), major units. */
  price: number;
  /** Its modifier group (the item's one variant group). */
  group_id: number | null;
  /** Its name in other languages (sent by the QR menu). */
  translations?: TTranslations;
}

export interface TMenuItemAddon {
  id: number;
  title: string;
  /** Added on top of the base or variant price, major units. */
  price: number;
  /** Its modifier group. */
  group_id: number | null;
  /** Its name in other languages (sent by the QR menu). */
  translations?: TTranslations;
}

export interface TMenuItem {
  id: number;
  title: string;
  price: number;
  net_price: number | null;
  category_id: number | null;
  category_title: string | null;
  tax_id: number | null;
  tax_title: string | null;
  /** Percent, e.g. 7.25. */
  tax_rate: number | null;
  tax_type: TaxType | null;
  image: string | null;
  variants: TMenuItemVariant[];
  addons: TMenuItemAddon[];
  /** The groups its variants and addons come in, with how many a guest must and may choose. */
  modifier_groups: TModifierGroup[];
  /**
   * Its own kitchen station (winning over its category's); null: its category's. Sent by the menu
   * editor's calls only (the POS and the QR menu have no use for it).
   */
  station_id?: number | null;
  /** Its name, and its category's, in other languages (sent by the QR menu). */
  translations?: TTranslations;
  category_translations?: TTranslations;
}

export interface TPhotoUploadResponse {
  message: string;
  imageURL: string;
}
