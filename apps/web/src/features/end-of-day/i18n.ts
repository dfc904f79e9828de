import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/end-of-day.json';

export const useEndOfDayText = defineCatalogue('end-of-day', english);
