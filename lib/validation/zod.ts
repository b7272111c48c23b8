import { z } from "zod";

/**
 * The one zod the shop's schemas are built with. Without jitless, zod probes
 * whether `new Function` works the first time it parses an object; under the
 * shop's Content-Security-Policy (no 'unsafe-eval') that probe is refused and
 * every form page would report a CSP violation. Interpreted parsing is fast
 * enough for forms and request bodies of a few fields.
 */
z.config({ jitless: true });

export { z };
