/**
 * A student's seat links, kept so that a copy of the database does not give them away
 * (issue #16): the server keeps only the sha256 of a student's own token, and seals each seat
 * token to that student. At `join` the server still holds the student's token: it derives from
 * it (HKDF-SHA256) an X25519 key pair and keeps only the public key (`class_students.seat_key`).
 * When the teacher starts the games, each seat token is sealed to its student's public key
 * (an ephemeral X25519 key, HKDF-SHA256, AES-256-GCM bound to the table and seat); only the
 * student's token, which only their device holds, opens it again on their page.
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

function privateKeyOf(studentToken: string): KeyObject {
  const seed = Buffer.from(hkdfSync("sha256", studentToken, "burraco-parole/classe", "chiave del posto", 32));
  return createPrivateKey({ key: Buffer.concat([PKCS8_X25519, seed]), format: "der", type: "pkcs8" });
}

function rawPublic(key: KeyObject): Buffer {
  return (key.export({ format: "der", type: "spki" }) as Buffer).subarray(SPKI_X25519.length);
}

function publicKeyOf(seatKey: string): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_X25519, Buffer.from(seatKey, "base64url")]), format: "der", type: "spki" });
}

function aesKey(shared: Buffer, ephemeral: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", shared, ephemeral, "burraco-parole/classe posto", 32));
}

/** The public key the seats of the student with this token are sealed to (base64url, 32 bytes). */
export function seatKeyOf(studentToken: string): string {
  return rawPublic(createPublicKey(privateKeyOf(studentToken))).toString("base64url");
}

/** `seatToken` sealed to the student whose public key is `seatKey`, for the seat `where` ("<gameId> <seat>") only. */
export function sealSeatToken(seatToken: string, seatKey: string, where: string): string {
  const { privateKey, publicKey } = generateKeyPairSync("x25519");
  const ephemeral = rawPublic(publicKey);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", aesKey(diffieHellman({ privateKey, publicKey: publicKeyOf(seatKey) }), ephemeral), iv);
  cipher.setAAD(Buffer.from(where));
  const sealed = Buffer.concat([cipher.update(seatToken, "utf8"), cipher.final()]);
  return [FORMAT, ...[ephemeral, iv, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url"))].join(".");
}

/** The seat token inside `sealed`, opened with the student's own token; null when it is not theirs or not this seat's. */
export function openSeatToken(sealed: string, studentToken: string, where: string): string | null {
  const [format, ephemeral, iv, data, tag] = sealed.split(".");
  if (format !== FORMAT || ephemeral === undefined || iv === undefined || data === undefined || tag === undefined) return null;
  try {
    const ephemeralKey = Buffer.from(ephemeral, "base64url");
    const shared = diffieHellman({ privateKey: privateKeyOf(studentToken), publicKey: publicKeyOf(ephemeral) });
    const decipher = createDecipheriv("aes-256-gcm", aesKey(shared, ephemeralKey), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(where));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
