import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/token-board.json';

export const useTokenBoardText = defineCatalogue('token-board', english);
