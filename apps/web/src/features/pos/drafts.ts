import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { Cart, CartLine } from './cart';

/**
 * Carts parked in the browser's local storage (spec 1 sections 3, 4 and 5): a draft is a reference
 * name, the date it was saved and the cart. Saving needs a non-empty cart and a reference; the list
 * shows the newest first; a draft can be loaded, deleted, or all cleared.
 */
export interface Draft {
  /** Tells two drafts with the same reference apart. */
  id: string;
  nameRef: string;
  /** ISO 8601. */
  date: string;
  cart: CartLine[];
}

/** Why a draft is refused: keys of the POS catalogue (pos.json: "Cart is empty!", …). */
export const DRAFT_MESSAGES = {
  emptyCart: 'cartEmpty',
  reference: 'draftReferenceRequired',
  storage: 'draftStorageFailed',
} as const;

export type DraftMessage = (typeof DRAFT_MESSAGES)[keyof typeof DRAFT_MESSAGES];

export const DRAFT_REFERENCE_MAX_LENGTH = 60;

/** The part of the Web Storage API drafts use (tests pass an in-memory one). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isDraft(value: unknown): value is Draft {
  const d = value as Draft;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.nameRef === 'string' &&
    typeof d.date === 'string' &&
    Array.isArray(d.cart)
  );
}

/** Newest first. A corrupt entry (another version, a hand edit) is skipped, never a crash. */
export function listDrafts(storage: DraftStorage): Draft[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(STORAGE_KEYS.posDrafts) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(isDraft)
    .map((d, i) => ({ ...d, id: typeof d.id === 'string' ? d.id : `${d.date}#${i}` }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

function writeDrafts(storage: DraftStorage, drafts: Draft[]) {
  if (drafts.length === 0) storage.removeItem(STORAGE_KEYS.posDrafts);
  else storage.setItem(STORAGE_KEYS.posDrafts, JSON.stringify(drafts));
}

export type SaveDraftResult = { ok: true; draft: Draft } | { ok: false; message: DraftMessage };

/** Checks in the spec's order (cart first, then the reference), then stores the draft. */
export function saveDraft(
  storage: DraftStorage,
  input: { nameRef: string; cart: Cart; now?: Date },
): SaveDraftResult {
  if (input.cart.length === 0) return { ok: false, message: DRAFT_MESSAGES.emptyCart };
  const nameRef = input.nameRef.trim().slice(0, DRAFT_REFERENCE_MAX_LENGTH);
  if (!nameRef) return { ok: false, message: DRAFT_MESSAGES.reference };
  const date = (input.now ?? new Date()).toISOString();
  const draft: Draft = {
    id: `${date}:${Math.random().toString(36).slice(2, 8)}`,
    nameRef,
    date,
    cart: [...input.cart],
  };
  try {
    writeDrafts(storage, [draft, ...listDrafts(storage)]);
  } catch {
    // Storage full or switched off: the cart must not be emptied as if it had been saved.
    return { ok: false, message: DRAFT_MESSAGES.storage };
  }
  return { ok: true, draft };
}

export function deleteDraft(storage: DraftStorage, id: string): Draft[] {
  const left = listDrafts(storage).filter((d) => d.id !== id);
  writeDrafts(storage, left);
  return left;
}

export function clearDrafts(storage: DraftStorage) {
  storage.removeItem(STORAGE_KEYS.posDrafts);
}

export function draftItemCount(draft: Draft): number {
  return draft.cart.reduce((n, line) => n + (Number.isFinite(line.quantity) ? line.quantity : 0), 0);
}
