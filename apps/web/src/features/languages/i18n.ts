import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/languages.json';

export const useLanguagesText = defineCatalogue('languages', english);
