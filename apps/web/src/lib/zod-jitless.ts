import { config } from 'zod/v4';

/**
 * zod compiles fast object parsers with `new Function` after probing whether eval is allowed; under
 * this app's Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as a
 * policy violation on every screen. Interpreted parsing is plenty for forms. This must run before
 * any schema is built: the dashboard build resolves `zod` itself to this module (vite.config.ts),
 * so it runs just before the first schema, in whichever lazy chunk that is, and screens that build
 * no schema (the login page, the dashboard shell, the POS) load no zod at all. The QR menu's entry
 * imports it first.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
