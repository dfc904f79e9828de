import {
  MENU_ITEM_PHOTO_FIELD,
  type TAddonBody,
  type TMenuItem,
  type TMenuItemBody,
  type TMessageResponse,
  type TPhotoUploadResponse,
  type TVariantBody,
} from '@mise/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoriesKey } from '../../settings/api/categories-api';
import { taxesKey } from '../../settings/api/taxes-api';

/** Every menu query starts with this key, so one invalidation refreshes the list and the details. */
export const menuItemsKey = ['menu-items'] as const;
export const menuItemKey = (id: number) => ['menu-items', id] as const;

/** After a menu change: the items, and the per-category and per-tax item counts. */
export function refreshMenu(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: menuItemsKey }),
    queryClient.invalidateQueries({ queryKey: categoriesKey }),
    queryClient.invalidateQueries({ queryKey: taxesKey }),
  ]);
}

export const getMenuItems = () => api.get<TMenuItem[]>('/menu-items');
export const getMenuItem = (id: number) => api.get<TMenuItem>(`/menu-items/${id}`);
export const addMenuItem = (body: TMenuItemBody) =>
  api.post<TMessageResponse & { id: number }>('/menu-items/add', body);
export const updateMenuItem = (id: number, body: TMenuItemBody) =>
  api.post<TMessageResponse>(`/menu-items/update/${id}`, body);
export const deleteMenuItem = (id: number) => api.delete<TMessageResponse>(`/menu-items/delete/${id}`);

export function uploadMenuItemPhoto(id: number, image: Blob, fileName: string) {
  const form = new FormData();
  form.append(MENU_ITEM_PHOTO_FIELD, image, fileName);
  return api.post<TPhotoUploadResponse>(`/menu-items/update/${id}/upload-photo`, form);
}
export const removeMenuItemPhoto = (id: number) =>
  api.post<TMessageResponse>(`/menu-items/update/${id}/remove-photo`);

export type OptionKind = 'variants' | 'addons';

export const addOption = (kind: OptionKind, itemId: number, body: TVariantBody | TAddonBody) =>
  api.post<TMessageResponse & { id: number }>(`/menu-items/${kind}/${itemId}/add`, body);
export const updateOption = (
  kind: OptionKind,
  itemId: number,
  optionId: number,
  body: TVariantBody | TAddonBody,
) => api.post<TMessageResponse>(`/menu-items/${kind}/${itemId}/update/${optionId}`, body);
export const deleteOption = (kind: OptionKind, itemId: number, optionId: number) =>
  api.delete<TMessageResponse>(`/menu-items/${kind}/${itemId}/delete/${optionId}`);

export function useMenuItems() {
  return useQuery({ queryKey: menuItemsKey, queryFn: getMenuItems });
}

export function useMenuItem(id: number) {
  return useQuery({
    queryKey: menuItemKey(id),
    queryFn: () => getMenuItem(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
