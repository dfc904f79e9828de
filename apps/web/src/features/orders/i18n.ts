import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/orders.json';

export const useOrdersText = defineCatalogue('orders', english);
