import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/customers.json';

export const useCustomersText = defineCatalogue('customers', english);
