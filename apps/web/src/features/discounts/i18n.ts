import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/discounts.json';

export const useDiscountsText = defineCatalogue('discounts', english);
