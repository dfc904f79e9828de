import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/devices.json';

export const useDevicesText = defineCatalogue('devices', english);
