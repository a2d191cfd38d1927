/**
 * Seat links kept so that a copy of the database does not give them away. The table service
 * keeps only the sha256 of a seat's token, but a class and a tournament must still send each
 * person to their seat long after the table was made (`classroom.me`, `tournament.me`). So a
 * seat token is sealed to its person: while the server holds the person's own page token (at
 * `join`, at registration) it derives from it (HKDF-SHA256) an X25519 key pair and keeps only
 * the public key; when the tables are made, each seat token is sealed to that public key (an
 * ephemeral X25519 key, HKDF-SHA256, AES-256-GCM bound to the table and seat); only the page
 * token, which only the person's device holds, opens it again. `domain` keeps a class's keys
 * and a tournament's apart.
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

/** The DER prefixes of a raw 32-byte X25519 private key (PKCS #8) and public key (SPKI), RFC 8410. */
const PKCS8_X25519 = Buffer.from("302e020100300506032b656e04220420", "hex");
const SPKI_X25519 = Buffer.from("302a300506032b656e032100", "hex");
const FORMAT = "x25519";

/** Who seals: a class (its students' seats) or a tournament (its players'). */
export type SealDomain = "classe" | "torneo";

function privateKeyOf(ownerToken: string, domain: SealDomain): KeyObject {
  const seed = Buffer.from(hkdfSync("sha256", ownerToken, `burraco-parole/${domain}`, "chiave del posto", 32));
  return createPrivateKey({ key: Buffer.concat([PKCS8_X25519, seed]), format: "der", type: "pkcs8" });
}

function rawPublic(key: KeyObject): Buffer {
  return (key.export({ format: "der", type: "spki" }) as Buffer).subarray(SPKI_X25519.length);
}

function publicKeyOf(seatKey: string): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_X25519, Buffer.from(seatKey, "base64url")]), format: "der", type: "spki" });
}

function aesKey(shared: Buffer, ephemeral: Buffer, domain: SealDomain): Buffer {
  return Buffer.from(hkdfSync("sha256", shared, ephemeral, `burraco-parole/${domain} posto`, 32));
}

/** The public key the seats of the person with this page token are sealed to (base64url, 32 bytes). */
export function seatKeyOf(ownerToken: string, domain: SealDomain): string {
  return rawPublic(createPublicKey(privateKeyOf(ownerToken, domain))).toString("base64url");
}

/** The seat `where` ("<gameId> <seat>"). */
export function seatPlace(gameId: string, seat: number): string {
  return `${gameId} ${seat}`;
}

/** `seatToken` sealed to the person whose public key is `seatKey`, for the seat `where` (`seatPlace`) only. */
export function sealSeatToken(seatToken: string, seatKey: string, where: string, domain: SealDomain): string {
  const { privateKey, publicKey } = generateKeyPairSync("x25519");
  const ephemeral = rawPublic(publicKey);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", aesKey(diffieHellman({ privateKey, publicKey: publicKeyOf(seatKey) }), ephemeral, domain), iv);
  cipher.setAAD(Buffer.from(where));
  const sealed = Buffer.concat([cipher.update(seatToken, "utf8"), cipher.final()]);
  return [FORMAT, ...[ephemeral, iv, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url"))].join(".");
}

/** The seat token inside `sealed`, opened with the person's own page token; null when it is not theirs or not this seat's. */
export function openSeatToken(sealed: string, ownerToken: string, where: string, domain: SealDomain): string | null {
  const [format, ephemeral, iv, data, tag] = sealed.split(".");
  if (format !== FORMAT || ephemeral === undefined || iv === undefined || data === undefined || tag === undefined) return null;
  try {
    const ephemeralKey = Buffer.from(ephemeral, "base64url");
    const shared = diffieHellman({ privateKey: privateKeyOf(ownerToken, domain), publicKey: publicKeyOf(ephemeral) });
    const decipher = createDecipheriv("aes-256-gcm", aesKey(shared, ephemeralKey, domain), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(where));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
