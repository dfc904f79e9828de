import { isLanguage } from '@mise/domain';
import { useEffect, useState } from 'react';
import { appI18n, shownLanguage } from '../../i18n/app-i18n';
import { type Formatters, formattersFor } from '../../i18n/format';
import { directionOf, loadCatalogue } from '../../i18n/i18n';
import type { TFunction } from '../../i18n/runtime';
import { useSessionUser } from '../../lib/session';
import { useUserLanguage } from '../languages/languages-api';
import './i18n';

/**
 * The language a receipt prints in (issue 23): the store's receipt language, else the store's
 * language, whatever the language of the staff member printing. The receipt's data names it when
 * the server sends it (`receipt_language`, `language`); else a signed-in staff member's profile
 * names the store's language; a guest without a session sees the language shown.
 */
export function useReceiptLanguage(fromData: string | null | undefined): string | null {
  const user = useSessionUser();
  const inStore = Boolean(user?.tenantId) && !fromData;
  const profile = useUserLanguage(inStore);
  if (isLanguage(fromData)) return fromData;
  if (inStore && profile.isPending) return null;
  const store = profile.data?.store_language;
  return isLanguage(store) ? store : shownLanguage();
}

export interface PrintText {
  /** The receipt's texts in its language (the "print" catalogue, "common" behind it). */
  t: TFunction;
  format: Formatters;
  language: string;
  dir: 'ltr' | 'rtl';
  /** The language's catalogues have arrived: the page may print. */
  ready: boolean;
}

const loaded = new Set<string>(['en']);

/** The print catalogue in `language` (loaded on first use), independent of the screens' language. */
export function usePrintTextIn(language: string | null): PrintText {
  const lang = language ?? shownLanguage();
  const [, setLoadedCount] = useState(loaded.size);
  const ready = language !== null && loaded.has(lang);
  useEffect(() => {
    if (!language || loaded.has(language)) return;
    let current = true;
    void (async () => {
      try {
        for (const namespace of ['print', 'common'])
          if (!appI18n.hasResourceBundle(language, namespace))
            appI18n.addResourceBundle(language, namespace, await loadCatalogue(language, namespace));
      } catch {
        // A catalogue that does not arrive: the receipt prints with English behind it.
      }
      loaded.add(language);
      if (current) setLoadedCount(loaded.size);
    })();
    return () => {
      current = false;
    };
  }, [language]);
  return {
    t: appI18n.getFixedT(lang, 'print'),
    format: formattersFor(lang),
    language: lang,
    dir: directionOf(lang),
    ready,
  };
}
