import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/shifts.json';

export const useShiftsText = defineCatalogue('shifts', english);
