import { MENU_ITEM_PHOTO_FIELD } from '@mise/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

const NO_IMAGE = 'Please choose an image to upload!';
const IMAGE_TOO_LARGE = 'This image is too large! Please choose one under 5 MB.';

/**
 * The bytes of the multipart field `image` (a menu photo, the store logo); what they are is decided
 * later, from the bytes alone.
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NO_IMAGE);
  const part = await request.file().catch(() => undefined);
  if (!part) throw badRequest(NO_IMAGE);
  if (part.fieldname !== MENU_ITEM_PHOTO_FIELD) {
    part.file.resume();
    throw badRequest(NO_IMAGE);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, IMAGE_TOO_LARGE);
    throw error;
  }
}
