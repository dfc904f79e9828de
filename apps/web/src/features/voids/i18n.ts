import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/voids.json';

export const useVoidsText = defineCatalogue('voids', english);
