import type { ModifierGroupKind } from '@mise/domain';
import { z } from 'zod';
import { id, requiredText } from './common';
import type { TTranslations } from './translations';

/** Modifier groups of a menu item (issue 18 §1): the editor's requests and what every menu shows. */

export const MODIFIER_GROUP_MESSAGES = {
  title: 'Please provide group title!',
  limits: 'Please provide valid limits!',
  notFound: 'Modifier group not found!',
  oneVariantGroup: 'This item already has a variant group!',
} as const;

/** A count of choices: a whole number 0–50, sent as a number or a numeric string. */
const choiceCount = () =>
  z.coerce
    .number({ error: MODIFIER_GROUP_MESSAGES.limits })
    .int(MODIFIER_GROUP_MESSAGES.limits)
    .min(0, MODIFIER_GROUP_MESSAGES.limits)
    .max(50, MODIFIER_GROUP_MESSAGES.limits);

export const ModifierGroupBody = z.object({
  title: requiredText(MODIFIER_GROUP_MESSAGES.title, 80),
  /** variant: its options set the price (one such group per item); addon: added on top. */
  kind: z.enum(['variant', 'addon'], { error: MODIFIER_GROUP_MESSAGES.limits }).default('addon'),
  minSelect: choiceCount().default(0),
  /** Null, '' or missing: no upper limit. */
  maxSelect: z.preprocess((v) => (v === '' || v === undefined ? null : v), choiceCount().nullable()),
  sortOrder: z.coerce.number().int().min(0).max(1000).default(0),
});
export type TModifierGroupBody = z.input<typeof ModifierGroupBody>;

export const ModifierGroupParams = z.object({ itemId: id(), groupId: id() });

export interface TModifierGroup {
  id: number;
  kind: ModifierGroupKind;
  title: string;
  min_select: number;
  /** Null: no upper limit. */
  max_select: number | null;
  sort_order: number;
  /** Its name in other languages (sent by the QR menu). */
  translations?: TTranslations;
}
