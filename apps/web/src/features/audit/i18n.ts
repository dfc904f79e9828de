import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/audit.json';

export const useAuditText = defineCatalogue('audit', english);
