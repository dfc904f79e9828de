import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/print.json';

export const usePrintText = defineCatalogue('print', english);
