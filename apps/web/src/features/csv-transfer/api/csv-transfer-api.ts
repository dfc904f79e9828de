import { CSV_FILE_FIELD, type TCsvImportPreview, type TCsvImportResult } from '@mise/contracts';
import { api } from '../../../lib/api-client';

/** What a CSV file carries: the menu (`/menu-items/…`) or the ingredients (`/ingredients/…`). */
export type CsvKind = 'menu-items' | 'ingredients';

/** The file as the server writes it (UTF-8 with a byte order mark, named by the server). */
export const exportCsv = (kind: CsvKind) => api.get<File>(`/${kind}/export.csv`);

function formOf(file: File) {
  const form = new FormData();
  form.append(CSV_FILE_FIELD, file, file.name);
  return form;
}

/** What each row would do; writes nothing. */
export const previewCsvImport = (kind: CsvKind, file: File) =>
  api.post<TCsvImportPreview>(`/${kind}/import/preview`, formOf(file));

/** Writes every row, or none (400) when any row is wrong. */
export const importCsv = (kind: CsvKind, file: File) =>
  api.post<TCsvImportResult>(`/${kind}/import`, formOf(file));
