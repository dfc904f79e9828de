import type {
  TMenuItemTranslations,
  TMenuItemTranslationsBody,
  TStoreLanguage,
  TStoreLanguageBody,
  TTranslatedRow,
  TTranslations,
  TUserLanguage,
  TUserLanguageBody,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Issue 23's calls: menu names per language, the store's languages, the user's own language. */
export const itemTranslationsKey = (itemId: number) => ['menu-items', itemId, 'translations'] as const;
export const categoryTranslationsKey = (id: number) => ['categories', id, 'translations'] as const;
export const storeLanguageKey = ['settings', 'language'] as const;

export function useItemTranslations(itemId: number) {
  return useQuery({
    queryKey: itemTranslationsKey(itemId),
    queryFn: () => api.get<TMenuItemTranslations>(`/menu-items/${itemId}/translations`),
  });
}

export const saveItemTranslations = (itemId: number, body: TMenuItemTranslationsBody) =>
  api.put<{ message: string }>(`/menu-items/${itemId}/translations`, body);

export function useCategoryTranslations(id: number) {
  return useQuery({
    queryKey: categoryTranslationsKey(id),
    queryFn: () => api.get<TTranslatedRow>(`/settings/categories/${id}/translations`),
  });
}

export const saveCategoryTranslations = (id: number, translations: TTranslations) =>
  api.put<{ message: string }>(`/settings/categories/${id}/translations`, { translations });

export const userLanguageKey = ['profile', 'language'] as const;

export function useUserLanguage(enabled = true) {
  return useQuery({
    queryKey: userLanguageKey,
    queryFn: () => api.get<TUserLanguage>('/profile/language'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useStoreLanguage() {
  return useQuery({
    queryKey: storeLanguageKey,
    queryFn: () => api.get<TStoreLanguage>('/settings/language'),
  });
}

export const saveStoreLanguage = (body: TStoreLanguageBody) =>
  api.put<TStoreLanguage & { message: string }>('/settings/language', body);

export const saveUserLanguage = (body: TUserLanguageBody) =>
  api.put<TUserLanguage & { message: string }>('/profile/language', body);
