import type { TReceipt } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readJson, STORAGE_KEYS } from '../../../lib/storage-keys';
import {
  normalizeReceiptSettings,
  normalizeReceiptStore,
  type ReceiptDocument,
  type ReceiptSettings,
  type ReceiptStore,
} from '../receipt-model';
import { receiptFromContext, receiptFromOrdersResponse } from '../receipt-sources';

export interface ReceiptData {
  receipt: ReceiptDocument;
  settings: ReceiptSettings;
  store: ReceiptStore;
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The receipt of `orderIds` as the server prices it: POST /invoices/orders answers the orders with
 * their lines, the totals, and the store and print settings, for Orders and POS staff alike.
 */
async function getOrdersReceipt(orderIds: number[]): Promise<ReceiptData> {
  return receiptDataOf(await api.post<TReceipt>('/invoices/orders', { orderIds }));
}

/** The server's receipt of some orders, as the receipt view shows it. */
export function receiptDataOf(response: TReceipt): ReceiptData {
  return {
    receipt: receiptFromOrdersResponse(response),
    settings: normalizeReceiptSettings(response.printSettings),
    store: normalizeReceiptStore(response.storeSettings),
  };
}

/**
 * The receipt the POS left in local storage (`mise.receipt-print`: the receipt context with the
 * store and print settings it had loaded), used when the address names no orders.
 */
export function readStoredReceipt(): ReceiptData | null {
  const stored = readJson<unknown>(STORAGE_KEYS.receiptPrint, null);
  if (!isRecord(stored)) return null;
  const receipt = receiptFromContext(stored.receipt ?? stored);
  if (!receipt) return null;
  const store = normalizeReceiptStore(stored.storeSettings);
  if (typeof stored.currency === 'string' && !isRecord(stored.storeSettings))
    store.currency = stored.currency;
  return { receipt, settings: normalizeReceiptSettings(stored.printSettings), store };
}

export function useReceipt(orderIds: number[]) {
  return useQuery({
    queryKey: ['print', 'receipt', orderIds],
    queryFn: () => getOrdersReceipt(orderIds),
    enabled: orderIds.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
