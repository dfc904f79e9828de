import { describe, expect, it } from 'vitest';
import english from '../../i18n/locales/en/pos.json';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { addToCart, type CartMenuItem, EMPTY_CART } from './cart';
import {
  clearDrafts,
  DRAFT_MESSAGES,
  type DraftStorage,
  deleteDraft,
  draftItemCount,
  listDrafts,
  saveDraft,
} from './drafts';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const soup: CartMenuItem = {
  id: 1,
  title: 'Soup',
  price: 5,
  tax_rate: null,
  tax_type: null,
  variants: [],
  addons: [],
};
const cart = addToCart(EMPTY_CART, soup, { quantity: 3 });

describe('drafts', () => {
  it('refuses an empty cart first, then a blank reference', () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, { nameRef: '', cart: EMPTY_CART })).toEqual({
      ok: false,
      message: DRAFT_MESSAGES.emptyCart,
    });
    // The spec's words, as the POS shows them in English.
    expect(english[DRAFT_MESSAGES.emptyCart]).toBe('Cart is empty!');
    expect(english[DRAFT_MESSAGES.reference]).toBe('Please provide reference name!');
    expect(saveDraft(storage, { nameRef: '   ', cart })).toEqual({
      ok: false,
      message: DRAFT_MESSAGES.reference,
    });
    expect(storage.data.size).toBe(0);
  });

  it('saves, lists newest first with item counts, deletes one and clears all', () => {
    const storage = memoryStorage();
    saveDraft(storage, { nameRef: ' Table 4 ', cart, now: new Date('2026-01-01T10:00:00Z') });
    saveDraft(storage, { nameRef: 'Window', cart, now: new Date('2026-01-01T11:00:00Z') });
    const drafts = listDrafts(storage);
    expect(drafts.map((d) => d.nameRef)).toEqual(['Window', 'Table 4']);
    expect(draftItemCount(drafts[1])).toBe(3);
    expect(drafts[1].cart[0].item.title).toBe('Soup');

    expect(deleteDraft(storage, drafts[0].id).map((d) => d.nameRef)).toEqual(['Table 4']);
    expect(listDrafts(storage)).toHaveLength(1);
    clearDrafts(storage);
    expect(listDrafts(storage)).toEqual([]);
  });

  it('survives corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.posDrafts, '{not json');
    expect(listDrafts(storage)).toEqual([]);
    storage.setItem(STORAGE_KEYS.posDrafts, JSON.stringify([{ nameRef: 1 }, null]));
    expect(listDrafts(storage)).toEqual([]);
    expect(saveDraft(storage, { nameRef: 'ok', cart }).ok).toBe(true);
    expect(listDrafts(storage)).toHaveLength(1);
  });

  it('reports a full storage instead of pretending to save', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(saveDraft(storage, { nameRef: 'x', cart }).ok).toBe(false);
  });
});
