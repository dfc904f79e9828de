import { defineCatalogue } from '../i18n/app-i18n';
import english from '../i18n/locales/en/app.json';

export const useAppText = defineCatalogue('app', english);
