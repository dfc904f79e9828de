import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/payments.json';

export const usePaymentsText = defineCatalogue('payments', english);
