/**
 * Readable cookie telling the web app a session exists ("user" or "superadmin"); the tokens are
 * httpOnly. Kept in a file without zod so the web can import it without pulling zod into its entry.
 */
export const SESSION_MARKER_COOKIE = 'mise_session';
