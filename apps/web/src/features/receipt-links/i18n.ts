import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/receipt-links.json';

export const useReceiptLinksText = defineCatalogue('receipt-links', english);
