import type { TQrMenuResponse, TQrPlaceOrderBody, TQrPlaceOrderResponse } from '@mise/contracts';
import { useCallback, useEffect, useState } from 'react';
import { appConfig } from '../../../config';
import { earlyMenuUrl, takeEarlyMenu } from '../early-menu';
import { IDEMPOTENCY_HEADER } from '../qr-texts';
import { followSoldOut } from './qrmenu-live';

/**
 * The two public calls of the diner pages. No session is involved, so they use plain fetch rather
 * than the app's API client (which refreshes sessions and follows 402s), keeping this bundle small.
 */
export class QrApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

async function request<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', ...init });
  const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
  if (!res.ok) throw new QrApiError(res.status, body?.message ?? '', body?.code);
  return body as T;
}

/** GET /qrmenu/{qrcode}?tableId: the public menu, with the diner's table when the link named one. */
export function getQrMenu(qrcode: string, tableRef: string | null): Promise<TQrMenuResponse> {
  // menu.html starts this very request while the page's code is still downloading; use it once.
  const early = takeEarlyMenu(appConfig.apiBase, qrcode, tableRef);
  if (early) {
    return early.then(({ status, body }) => {
      const data = body as { message?: string; code?: string } | null;
      if (status >= 200 && status < 300) return body as TQrMenuResponse;
      throw new QrApiError(status, data?.message ?? '', data?.code);
    });
  }
  return request<TQrMenuResponse>(earlyMenuUrl(appConfig.apiBase, qrcode, tableRef));
}

type MenuState =
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'success'; data: TQrMenuResponse; error?: undefined };

// One answer per menu and table for the life of the page: the menu and the cart share it.
const cache = new Map<string, TQrMenuResponse>();

export function useQrMenu(qrcode: string, tableRef: string | null) {
  const key = `${qrcode}\n${tableRef ?? ''}`;
  const cached = cache.get(key);
  const [state, setState] = useState<MenuState>(
    cached ? { status: 'success', data: cached } : { status: 'pending' },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how refetch asks for a new load.
  useEffect(() => {
    const hit = cache.get(key);
    if (hit) {
      setState({ status: 'success', data: hit });
      return;
    }
    let live = true;
    setState({ status: 'pending' });
    const load = async () => {
      // One quiet retry for a dropped connection: phones on restaurant Wi-Fi lose packets.
      try {
        return await getQrMenu(qrcode, tableRef);
      } catch (error) {
        if (error instanceof QrApiError && error.status < 500) throw error;
        return getQrMenu(qrcode, tableRef);
      }
    };
    load().then(
      (data) => {
        cache.set(key, data);
        if (live) setState({ status: 'success', data });
      },
      (error) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, qrcode, tableRef, attempt]);

  // 86 live: once the menu is on the screen, what is sold out follows the restaurant's changes.
  const isLoaded = state.status === 'success';
  useEffect(() => {
    if (!isLoaded) return;
    return followSoldOut(qrcode, (soldOut) => {
      const current = cache.get(key);
      if (!current) return;
      const next = { ...current, soldOut };
      cache.set(key, next);
      setState({ status: 'success', data: next });
    });
  }, [isLoaded, key, qrcode]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, refetch };
}

/** POST /qrmenu/{qrcode}/place-order; the key makes a retried request place the order once. */
export function placeQrOrder(qrcode: string, body: TQrPlaceOrderBody, idempotencyKey: string) {
  return request<TQrPlaceOrderResponse>(
    `${appConfig.apiBase}/qrmenu/${encodeURIComponent(qrcode)}/place-order`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(body),
    },
  );
}
