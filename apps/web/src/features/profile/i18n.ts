import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/profile.json';

export const useProfileText = defineCatalogue('profile', english);
