import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/customer-display.json';

export const useCustomerDisplayText = defineCatalogue('customer-display', english);
