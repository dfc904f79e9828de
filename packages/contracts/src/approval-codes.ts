/**
 * The code of a 403 that refuses an action for want of a manager's approval: the session is fine,
 * so the client asks for the approval instead of refreshing its session. Its own module, without
 * zod, so the API client (in every page's first bundle) can import it.
 */
export const MANAGER_APPROVAL_CODE = 'MANAGER_APPROVAL';

/** The code of a 403 that refuses the back office to a session opened with a till PIN: no refresh helps. */
export const PIN_SESSION_CODE = 'PIN_SESSION';
