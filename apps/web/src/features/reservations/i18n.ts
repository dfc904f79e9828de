import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/reservations.json';

export const useReservationsText = defineCatalogue('reservations', english);
