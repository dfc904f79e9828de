import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/modifiers.json';

export const useModifiersText = defineCatalogue('modifiers', english);
