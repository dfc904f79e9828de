import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/access.json';

export const useAccessText = defineCatalogue('access', english);
