/**
 * Kept in a file without zod so the web app's entry (the API client) can import it without pulling
 * zod in.
 */
/** What two-factor sign-in answers, word for word on the server and the screens. */
export const TWO_FACTOR_MESSAGES = {
  codeNeeded: 'Enter the code from your authenticator app.',
  invalidCode: 'Invalid authentication code! Please try again.',
  tooManyCodes: 'Too many wrong codes! Please try again in a few minutes.',
  tooManyPasswords: 'Too many wrong passwords! Please try again in a few minutes.',
  wrongPassword: 'Wrong password!',
  challengeExpired: 'Your sign-in has expired! Please login again.',
  alreadyOn: 'Two-factor sign-in is already on!',
  notOn: 'Two-factor sign-in is not on!',
  setupFirst: 'Please start the two-factor set-up again.',
  enabled: 'Two-factor sign-in is on! Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  newRecoveryCodes: 'New recovery codes created! The old ones no longer work.',
  storeRequires: 'Your store requires two-factor sign-in, so it cannot be turned off.',
  operatorMustKeep: 'The operator account must keep two-factor sign-in on.',
  setupRequired: 'Two-factor sign-in is required! Please set it up to continue.',
  ownerFirst: 'Set up two-factor sign-in for your own account first.',
  storeNowRequires: 'Every user of the store now needs two-factor sign-in.',
  storeNoLongerRequires: 'Two-factor sign-in is now optional for the users of the store.',
} as const;

/** The error code of a 403 from a session that must set up two-factor sign-in first. */
export const TWO_FACTOR_SETUP_REQUIRED_CODE = 'TWO_FACTOR_SETUP_REQUIRED';
