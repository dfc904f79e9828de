import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/till.json';

export const useTillText = defineCatalogue('till', english);
