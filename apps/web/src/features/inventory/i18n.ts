import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/inventory.json';

export const useInventoryText = defineCatalogue('inventory', english);
