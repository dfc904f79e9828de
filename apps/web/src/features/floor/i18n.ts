import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/floor.json';

export const useFloorText = defineCatalogue('floor', english);
