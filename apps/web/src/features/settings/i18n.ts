import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/settings.json';

export const useSettingsText = defineCatalogue('settings', english);
