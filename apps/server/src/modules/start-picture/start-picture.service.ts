import {
  START_PICTURE_MESSAGES,
  START_PICTURE_SCREENS_KEPT,
  startPictureScreen,
  type TStartPictureBody,
} from '@mise/contracts';
import type { TenantAuth } from '../../auth-context';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/errors';
import * as repo from './start-picture.repository';

/**
 * The tills' start pictures kept on the server (issue 27 §1): each user's, per screen size, as their
 * till last stored it. Only a user's own picture is kept for them and given back to them.
 */
export function createStartPictureService({ db }: Deps) {
  return {
    /** The picture's JSON as kept, or null. */
    find: (auth: TenantAuth, screen: string) => repo.findPicture(db, auth.tenantId, auth.userId, screen),

    async keep(auth: TenantAuth, picture: TStartPictureBody) {
      if (picture.owner !== `${auth.tenantId}|${auth.username}`)
        throw badRequest(START_PICTURE_MESSAGES.invalid);
      await repo.keepPicture(
        db,
        auth.tenantId,
        auth.userId,
        startPictureScreen(picture),
        JSON.stringify(picture),
        START_PICTURE_SCREENS_KEPT,
      );
    },
  };
}
