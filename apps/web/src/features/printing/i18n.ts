import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/printing.json';

export const usePrintingText = defineCatalogue('printing', english);
