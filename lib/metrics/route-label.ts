/**
 * The route label of a request's metrics: the app's route pattern, never the
 * raw path, so a client sending random URLs cannot grow the label set.
 * Anything not listed is "static" (build assets, public files) or "other".
 */
const ROUTES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, "/"],
  [/^\/(faq|features|privacy|terms|tutorial|payment)$/, "/$1"],
  [/^\/compare\/(neu|skyblock-addons|skytils)$/, "/compare/$1"],
  [/^\/download$/, "/download"],
  [/^\/download\/(resend|receipt)$/, "/download/$1"],
  [/^\/download\/[^/]+$/, "/download/[product]"],
  [/^\/admin\/(dashboard|login|add-uuid|audit-log|list-uuids|stats)$/, "/admin/$1"],
  // The dashboard's tabs (lib/content/admin-routes.ts, a layer above this one: tests/unit/metrics/route-label.test.ts holds the two lists together).
  [/^\/admin\/dashboard\/(users|referrals|logs|orders|affiliates|pricing|payouts|buyers|overview|mail|webhooks|releases|tax)$/, "/admin/dashboard/$1"],
  [/^\/admin\/mojang\/[^/]+$/, "/admin/mojang/[username]"],
  [/^\/\.well-known\/jwks\.json$/, "/.well-known/jwks.json"],
  [/^\/api\/auth\/.+$/, "/api/auth/[...nextauth]"],
  [
    /^\/api\/(activate|admin\/login|affiliate\/signup|download-link|health|health\/live|health\/ready|license\/challenge|license\/proof|license\/verify|metrics|paypal-capture-order|paypal\/capture-order|paypal\/config|paypal\/create-order|paypal\/webhook|virustotal\/download|virustotal\/summary)$/,
    "/api/$1",
  ],
  [/^\/api\//, "/api/[...path]"],
];

const STATIC = /^\/(_next\/|favicon\.ico$|robots\.txt$|sitemap\.xml$|manifest\.webmanifest$|[^/]+\.(?:png|svg|ico|jpg|webp|txt|xml)$)/;

export function routeLabel(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const [pattern, label] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return label.replace("$1", match[1] ?? "");
  }
  return STATIC.test(path) ? "static" : "other";
}
