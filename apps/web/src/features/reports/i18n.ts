import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/reports.json';

export const useReportsText = defineCatalogue('reports', english);
