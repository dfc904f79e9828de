import { MENU_ITEM_PHOTO_LIMITS } from '@mise/contracts';
import imageCompression from 'browser-image-compression';

/**
 * Shrinks a chosen photo before upload (spec 2 section 5: at most 0.5 MB and 512 px on the longer
 * side). It runs on the page, not in a worker: the library's worker loads its code from a CDN.
 * When the browser can't decode the file, the original goes up and the server decides.
 */
export async function compressPhoto(file: File): Promise<File> {
  try {
    return await imageCompression(file, { ...MENU_ITEM_PHOTO_LIMITS, useWebWorker: false });
  } catch {
    return file;
  }
}
