/**
 * zod compiles object parsers with `new Function` unless told not to, and it probes for that
 * ability by calling it once, which the page's `script-src 'self'` refuses and Chromium reports as
 * a Content-Security-Policy violation. `jitless` turns both off. It is set on the global zod reads
 * its configuration from (zod/v4/core/core.js), so that this entry need not load zod itself; it
 * must run before any schema is built, so main.tsx imports it first. The server keeps the
 * compiled parsers.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
