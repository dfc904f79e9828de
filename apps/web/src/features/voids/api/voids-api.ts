import type { TLineAdjustmentBody, TMessageResponse, TOrder } from '@mise/contracts';
import { api } from '../../../lib/api-client';

/** Voids and comps of a line (modules/voids on the server). */
export const adjustLine = (lineId: number, body: TLineAdjustmentBody) =>
  api.post<TMessageResponse & { order: TOrder }>(`/voids/order-items/${lineId}`, body);

export const removeComp = (lineId: number) =>
  api.delete<TMessageResponse & { order: TOrder }>(`/voids/order-items/${lineId}/comp`);
