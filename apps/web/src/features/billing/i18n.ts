import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/billing.json';

export const useBillingText = defineCatalogue('billing', english);
