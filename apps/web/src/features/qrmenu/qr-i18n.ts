import { createI18n } from '../../i18n/i18n';
import english from '../../i18n/locales/en/qrmenu.json';
import { setRequestLanguage } from '../../lib/api-client';
import { initialDinerLanguage } from './qr-language';

let started: ReturnType<typeof createI18n> | null = null;

/**
 * The diner pages' i18n, made once: English bundled with them, the diner's language fetched before
 * the first paint. It becomes the instance useTranslation reads as it starts (synchronously), so
 * calling it before the first render is enough.
 */
export function startQrI18n() {
  if (!started) {
    started = createI18n({
      language: initialDinerLanguage(),
      namespaces: ['qrmenu'],
      english: { qrmenu: english },
    });
    // The tab's title (menu.html says "Menu") follows the diner's language too.
    void started.then((i18n) => {
      setRequestLanguage(i18n.language);
      i18n.on('languageChanged', setRequestLanguage);
      const setTitle = () => {
        document.title = i18n.t('qrmenu:pageTitle');
      };
      setTitle();
      i18n.on('languageChanged', setTitle);
    });
  }
  return started;
}
