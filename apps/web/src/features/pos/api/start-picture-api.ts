import { api } from '../../../lib/api-client';
import type { StartPicture } from '../start-picture/show-start-picture';

/**
 * Keeps the till's start picture on the server as well (PUT /pos/start-picture), for a till of the
 * same user and screen size that has none of its own: a new device, or one just signed in. The
 * picture's script asks for it (start-picture/show-start-picture.ts); a failure costs only that.
 */
export function keepStartPictureOnServer(picture: StartPicture): Promise<void> {
  return api.put<void>('/pos/start-picture', picture).catch(() => undefined);
}
