import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/dashboard.json';

export const useDashboardText = defineCatalogue('dashboard', english);
