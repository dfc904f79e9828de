import {
  MENU_ITEM_PHOTO_FIELD,
  type TMessageResponse,
  type TStoreSetting,
  type TStoreSettingBody,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const storeSettingKey = ['settings', 'store-setting'] as const;

export const getStoreSetting = () => api.get<TStoreSetting>('/settings/store-setting');
export const saveStoreSetting = (body: TStoreSettingBody) =>
  api.post<TMessageResponse>('/settings/store-setting', body);

export function useStoreSetting() {
  return useQuery({ queryKey: storeSettingKey, queryFn: getStoreSetting });
}

/** The store's logo (receipts, printed and in the browser, and the QR menu). */
export function uploadStoreLogo(image: Blob, fileName: string) {
  const form = new FormData();
  form.append(MENU_ITEM_PHOTO_FIELD, image, fileName);
  return api.post<TMessageResponse & { image: string }>('/settings/store-setting/upload-logo', form);
}
export const removeStoreLogo = () => api.post<TMessageResponse>('/settings/store-setting/remove-logo');
