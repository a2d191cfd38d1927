/**
 * The browser-security headers of every answer of the production server (./serve.ts):
 * pages, Next's static files, the API (./api-handler.ts), errors and 404s. Set here only.
 *
 * `next dev` serves none of them: next.config.mjs cannot import this TypeScript module, and a
 * second list would drift from this one. The production server is what faces the internet.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The Content-Security-Policy. Scripts: only ours, and the inline ones Next writes into a page
 * (the RSC payload, `self.__next_f.push(…)`) only with this answer's nonce; 'strict-dynamic'
 * lets the scripts so trusted load the page's chunks. No page may frame ours: a framed seat
 * or spectator page could be covered with another site's buttons (clickjacking).
 */
export function contentSecurityPolicy(nonce: string | null): string {
  return [
    "default-src 'self'",
    nonce === null ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // React renders `style={…}` as a style attribute, and Next's own error pages use them;
    // a nonce cannot cover an attribute. An injected style runs no code: scripts are guarded.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The same on every answer, whatever it carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  // For browsers that do not know CSP's frame-ancestors.
  "x-frame-options": "DENY",
  // Nothing here needs these devices or APIs: an injected script or a framed page gets none.
  "permissions-policy": [
    "accelerometer",
    "bluetooth",
    "camera",
    "display-capture",
    "geolocation",
    "gyroscope",
    "hid",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "serial",
    "usb",
  ]
    .map((feature) => `${feature}=()`)
    .join(", "),
};

const API_POLICY = contentSecurityPolicy(null);

function setAll(res: ServerResponse, policy: string): void {
  for (const name in SECURITY_HEADERS) res.setHeader(name, SECURITY_HEADERS[name]!);
  res.setHeader("content-security-policy", policy);
}

/** On an API answer (JSON, never a document that runs a script): the headers, no nonce. */
export function secureApiAnswer(res: ServerResponse): void {
  setAll(res, API_POLICY);
}

/**
 * On a request for Next (a page, a static file, a 404): the headers with a fresh nonce, and
 * the same policy on the request, where Next's renderer reads the nonce to put it on the
 * page's scripts (what a `proxy.ts` would do, done here so that one place sets the headers).
 * A page must then be rendered for each request (src/app/layout.tsx), never served prebuilt.
 */
export function securePageRequest(req: IncomingMessage, res: ServerResponse): void {
  const policy = contentSecurityPolicy(randomBytes(16).toString("base64"));
  req.headers["content-security-policy"] = policy;
  setAll(res, policy);
}
