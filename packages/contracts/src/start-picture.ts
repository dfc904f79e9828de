import { z } from 'zod';

/**
 * A till's start picture kept on the server (issue 27 §1): what the POS screen looked like when it
 * last started for a user on a screen of one size (apps/web features/pos/start-picture). A till
 * with nothing kept of its own asks for it and draws it while its code loads.
 */

export const START_PICTURE_MESSAGES = {
  invalid: 'This is not a start picture this till can keep!',
} as const;

/** The largest picture kept (its image as a data: URL, in characters), several times a till's. */
export const START_PICTURE_MAX_IMAGE_CHARS = 1_200_000;

/** Screens a user's pictures are kept for at once; the least recently started go first. */
export const START_PICTURE_SCREENS_KEPT = 4;

const invalid = START_PICTURE_MESSAGES.invalid;
const text = (max: number) => z.string({ error: invalid }).max(max, invalid);
const pixels = z.number({ error: invalid }).int(invalid).min(100, invalid).max(9_999, invalid);
const place = z.number({ error: invalid }).min(-10_000, invalid).max(100_000, invalid);

/** "phone:390x844" or "screen:1280x800": the kind and CSS size of the screen a picture fits. */
export const START_PICTURE_SCREEN = /^(phone|screen):([1-9]\d{2,3})x([1-9]\d{2,3})$/;
export const startPictureScreen = (picture: { phone: boolean; width: number; height: number }) =>
  `${picture.phone ? 'phone' : 'screen'}:${picture.width}x${picture.height}`;

/**
 * PUT /pos/start-picture: the picture as the till keeps it, nothing else. The server checks who it
 * is of and what screen it fits, and the shape of the rest; the till that draws it checks the rest
 * again, as it does its own copy (its cart's inner shape too).
 */
export const StartPictureBody = z.strictObject(
  {
    /** `tenantId|username` of the signed-in user: a picture is kept for its own user only. */
    owner: text(300),
    stylesheet: text(300),
    language: text(35),
    phone: z.boolean({ error: invalid }),
    width: pixels,
    height: pixels,
    background: text(200),
    image: text(START_PICTURE_MAX_IMAGE_CHARS).regex(/^data:image\/(webp|png|jpeg);base64,/, invalid),
    dishes: z
      .array(
        z.tuple([z.number({ error: invalid }).int(invalid), place, place, place, place], { error: invalid }),
        {
          error: invalid,
        },
      )
      .max(2_000, invalid),
    cart: z.looseObject({}, { error: invalid }).nullable().optional(),
    source: text(200),
  },
  { error: invalid },
);
export type TStartPictureBody = z.input<typeof StartPictureBody>;

/** GET /pos/start-picture?screen=…: the signed-in user's picture for that screen, if one is kept. */
export const StartPictureQuery = z.object({
  screen: z.string({ error: invalid }).regex(START_PICTURE_SCREEN, invalid),
});
