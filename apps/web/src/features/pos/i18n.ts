import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/pos.json';

export const usePosText = defineCatalogue('pos', english);
