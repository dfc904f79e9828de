import type { TMessageResponse, TModifierGroupBody } from '@mise/contracts';
import { api } from '../../../lib/api-client';

/** The menu editor's modifier groups of one item (server: modules/modifier-groups). */
export const addModifierGroup = (itemId: number, body: TModifierGroupBody) =>
  api.post<TMessageResponse & { id: number }>(`/menu-items/modifier-groups/${itemId}/add`, body);
export const updateModifierGroup = (itemId: number, groupId: number, body: TModifierGroupBody) =>
  api.post<TMessageResponse>(`/menu-items/modifier-groups/${itemId}/update/${groupId}`, body);
export const deleteModifierGroup = (itemId: number, groupId: number) =>
  api.delete<TMessageResponse>(`/menu-items/modifier-groups/${itemId}/delete/${groupId}`);
