import { useEffect } from 'react';
import { showLanguage } from '../../i18n/app-i18n';
import { useSessionUser } from '../../lib/session';
import { useUserLanguage } from './languages-api';

/**
 * The signed-in staff member's screens follow their language: their own choice, else the store's
 * (issue 23). The operator has no store and no choice: English.
 */
export function useFollowUserLanguage() {
  const user = useSessionUser();
  const inStore = Boolean(user?.tenantId);
  const { data } = useUserLanguage(inStore);
  const language = inStore ? data?.effective : user ? 'en' : undefined;
  useEffect(() => {
    if (language) showLanguage(language);
  }, [language]);
}
