import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/superadmin.json';

export const useSuperadminText = defineCatalogue('superadmin', english);
