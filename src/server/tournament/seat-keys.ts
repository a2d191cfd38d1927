/**
 * A player's seat links, sealed to the player. The table service keeps only the sha256 of a
 * seat's token; a tournament must still give each player the link to their seat at every turn
 * (`me`), long after the table was made. So each seat token is kept encrypted to a key that
 * only the player's own page token opens: at registration, while the page token is at hand,
 * the player gets an X25519 key pair derived from it and only its public half is stored;
 * a turn's start seals each seat token to its player's public key (an ephemeral X25519 key,
 * HKDF-SHA256, AES-256-GCM). The database alone seats nobody.
 */
import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from "node:crypto";

/** The DER prefix of a PKCS#8 X25519 private key, before its 32 raw bytes (RFC 8410). */
const PKCS8_X25519_PREFIX = Buffer.from("302e020100300506032b656e04220420", "hex");
const INFO = "burraco torneo: posto al tavolo";

function privateKeyOf(playerToken: string): KeyObject {
  const raw = Buffer.from(hkdfSync("sha256", Buffer.from(playerToken, "utf8"), Buffer.alloc(0), INFO, 32));
  return createPrivateKey({ key: Buffer.concat([PKCS8_X25519_PREFIX, raw]), format: "der", type: "pkcs8" });
}

function aesKey(shared: Buffer, ephemeral: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", shared, ephemeral, INFO, 32));
}

/** The public key stored with the player (SPKI DER, base64url): what seat tokens are sealed to. */
export function seatKeyOf(playerToken: string): string {
  return createPublicKey(privateKeyOf(playerToken)).export({ format: "der", type: "spki" }).toString("base64url");
}

/** `seatToken` sealed to the player whose public key is `seatKey`: four base64url parts joined by dots. */
export function sealSeatToken(seatToken: string, seatKey: string): string {
  const { publicKey, privateKey } = generateKeyPairSync("x25519");
  const ephemeral = publicKey.export({ format: "der", type: "spki" });
  const shared = diffieHellman({ privateKey, publicKey: createPublicKey({ key: Buffer.from(seatKey, "base64url"), format: "der", type: "spki" }) });
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", aesKey(shared, ephemeral), iv);
  const body = Buffer.concat([cipher.update(seatToken, "utf8"), cipher.final()]);
  return [ephemeral, iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

/** The seat token, opened with the player's page token; null when it was not sealed to them. */
export function openSeatToken(sealed: string, playerToken: string): string | null {
  const [ephemeral, iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (ephemeral === undefined || iv === undefined || tag === undefined || body === undefined) return null;
  try {
    const shared = diffieHellman({ privateKey: privateKeyOf(playerToken), publicKey: createPublicKey({ key: ephemeral, format: "der", type: "spki" }) });
    const decipher = createDecipheriv("aes-256-gcm", aesKey(shared, ephemeral), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
