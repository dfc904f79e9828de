import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/invoices.json';

export const useInvoicesText = defineCatalogue('invoices', english);
