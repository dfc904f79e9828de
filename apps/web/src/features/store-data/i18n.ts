import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/store-data.json';

export const useStoreDataText = defineCatalogue('store-data', english);
