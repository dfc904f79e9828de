import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/csv-transfer.json';

export const useCsvTransferText = defineCatalogue('csv-transfer', english);
