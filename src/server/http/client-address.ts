/**
 * Who is asking, as the per-address limits see it (src/server/api/limits.ts). Without
 * TRUST_PROXY the socket's address: X-Forwarded-For is whatever the client wrote, so it is
 * ignored. With TRUST_PROXY (one reverse proxy of ours in front), the rightmost entry of
 * X-Forwarded-For: the address our proxy saw, appended by it after anything the client sent.
 */
import { isIP } from "node:net";

/** The rightmost X-Forwarded-For entry when it is an IP address, else null. */
function forwardedAddress(forwardedFor: string | string[] | null | undefined): string | null {
  // Several headers are one list in order (RFC 9110 §5.3): the last header holds the rightmost entry.
  const header = Array.isArray(forwardedFor) ? forwardedFor.at(-1) : forwardedFor;
  if (header === undefined || header === null) return null;
  const entry = header.slice(header.lastIndexOf(",") + 1).trim();
  // Only an address makes a bucket: a key of any other shape and size is not the proxy's doing.
  return isIP(entry) === 0 ? null : entry;
}

/** For the Node handler (npm start): the socket's address, or with `trustProxy` the proxy's X-Forwarded-For. */
export function nodeClientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trustProxy: boolean): string {
  const socket = remoteAddress ?? "unknown";
  return trustProxy ? (forwardedAddress(forwardedFor) ?? socket) : socket;
}

/**
 * The key of every request to Next's route handler (`next dev`) without TRUST_PROXY: a route
 * handler is not told the socket's address, so the development server's clients share one.
 */
export const LOCAL_ADDRESS = "local";

/** For Next's route handler (`next dev`): with `trustProxy` the proxy's X-Forwarded-For, else LOCAL_ADDRESS. */
export function routeClientAddress(forwardedFor: string | null, trustProxy: boolean): string {
  return trustProxy ? (forwardedAddress(forwardedFor) ?? LOCAL_ADDRESS) : LOCAL_ADDRESS;
}
