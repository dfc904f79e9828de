import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/approvals.json';

export const useApprovalsText = defineCatalogue('approvals', english);
