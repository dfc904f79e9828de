import { config } from 'zod';

/**
 * zod compiles fast object parsers with `new Function` after probing whether eval is allowed; under
 * this app's Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as a
 * policy violation on every screen. Interpreted parsing is plenty for forms. This must run before
 * any schema is built, so each entry point imports it first.
 */
config({ jitless: true });
