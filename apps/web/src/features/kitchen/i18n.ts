import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/kitchen.json';

export const useKitchenText = defineCatalogue('kitchen', english);
