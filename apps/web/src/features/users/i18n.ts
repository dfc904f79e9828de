import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/users.json';

export const useUsersText = defineCatalogue('users', english);
