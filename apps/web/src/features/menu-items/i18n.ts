import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/menu-items.json';

export const useMenuItemsText = defineCatalogue('menu-items', english);
