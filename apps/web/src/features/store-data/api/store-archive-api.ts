import { STORE_ARCHIVE_FIELD, type TTenantImportResult } from '@mise/contracts';
import { api } from '../../../lib/api-client';

/** The whole store as one archive (the owner's download). */
export const downloadStoreArchive = () => api.get<File>('/store-archive');

/** Saves a downloaded file with the browser's own download. */
export function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The operator's import of an archive as a new store. */
export function importStoreArchive(file: File) {
  const form = new FormData();
  form.append(STORE_ARCHIVE_FIELD, file, file.name);
  return api.post<TTenantImportResult>('/superadmin/tenants/import', form);
}
