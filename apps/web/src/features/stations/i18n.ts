import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/stations.json';

export const useStationsText = defineCatalogue('stations', english);
