import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/availability.json';

export const useAvailabilityText = defineCatalogue('availability', english);
