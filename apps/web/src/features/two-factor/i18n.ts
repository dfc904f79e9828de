import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/two-factor.json';

export const useTwoFactorText = defineCatalogue('two-factor', english);
