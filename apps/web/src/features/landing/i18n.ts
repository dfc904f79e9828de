import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/landing.json';

export const useLandingText = defineCatalogue('landing', english);
