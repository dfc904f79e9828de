import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/offline.json';

export const useOfflineText = defineCatalogue('offline', english);
