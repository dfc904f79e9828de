import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/support.json';

export const useSupportText = defineCatalogue('support', english);
