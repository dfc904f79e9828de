import type { TUserLanguage } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { useSessionUser } from '../lib/session';
import { createI18n, directionOf } from './i18n';
import backoffice from './locales/en/backoffice.json';

/**
 * The dashboard's i18n (issue 23). Only the parts moved into the catalogue so far (the menu's
 * translations, the store's and the user's language) follow the user's language; every other
 * screen is still English, so the page itself stays lang="en" dir="ltr" and each translated part
 * marks its own language and direction (<Localized>). Loaded with the first translated part, not
 * with the app's entry: the sign-in page and the untranslated screens do not download i18next.
 */
export const dashboardI18n = createI18n({
  language: 'en',
  namespaces: ['backoffice'],
  english: { backoffice },
  applyToDocument: false,
});

export const userLanguageKey = ['profile', 'language'] as const;

export function useUserLanguage(enabled = true) {
  return useQuery({
    queryKey: userLanguageKey,
    queryFn: () => api.get<TUserLanguage>('/profile/language'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Follows the signed-in user's language (their own, else the store's). */
function useAppLanguage() {
  const user = useSessionUser();
  const { i18n } = useTranslation();
  const { data } = useUserLanguage(Boolean(user?.tenantId));
  const language = user?.tenantId ? (data?.effective ?? null) : 'en';
  useEffect(() => {
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}

/**
 * A translated part of a still-English page, in the user's language and its direction (each
 * translated part wraps itself in one; they share one query of the user's language).
 */
export function Localized({ children, className }: { children: ReactNode; className?: string }) {
  useAppLanguage();
  const { i18n } = useTranslation();
  return (
    <div lang={i18n.language} dir={directionOf(i18n.language)} className={className}>
      {children}
    </div>
  );
}
