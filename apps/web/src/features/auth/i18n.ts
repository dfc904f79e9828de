import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/auth.json';

export const useAuthText = defineCatalogue('auth', english);
