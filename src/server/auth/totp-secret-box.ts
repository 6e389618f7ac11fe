import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/**
 * TOTP secrets are stored sealed with AES-256-GCM under a key kept outside the database
 * (TOTP_ENCRYPTION_KEY, else a key file beside the audit key; decision 085): a copy of the database
 * alone yields no authenticator. Stored form: `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url).
 */
interface TotpKey {
  id: string;
  key: Buffer;
}

// Every key this process has loaded, by id: a row names the key that sealed it. Tests build several
// apps (each with its own key) in one process, and a key may be rotated while old rows remain.
const keyring = new Map<string, TotpKey>();
let current: TotpKey | null = null;

const keyIdOf = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 12);

function parseKey(text: string, where: string): Buffer {
  const key = Buffer.from(text.trim(), "base64");
  if (key.length !== 32)
    throw new Error(`${where}: must be 32 bytes, base64-encoded (e.g. \`openssl rand -base64 32\`)`);
  return key;
}

/** Loads TOTP_ENCRYPTION_KEY, else the key file (generated, mode 0600, on first start); it seals new secrets. */
export function loadTotpKey(config: Config): { source: string; generated: boolean } {
  let key: Buffer;
  let source: string;
  let generated = false;
  if (config.TOTP_ENCRYPTION_KEY) {
    key = parseKey(config.TOTP_ENCRYPTION_KEY, "TOTP_ENCRYPTION_KEY");
    source = "TOTP_ENCRYPTION_KEY";
  } else {
    source = config.totpKeyFile;
    if (!fs.existsSync(source)) {
      fs.mkdirSync(path.dirname(source), { recursive: true, mode: 0o700 });
      try {
        fs.writeFileSync(source, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
        generated = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    key = parseKey(fs.readFileSync(source, "utf8"), source);
  }
  current = { id: keyIdOf(key), key };
  keyring.set(current.id, current);
  return { source, generated };
}

const b64 = (buffer: Buffer) => buffer.toString("base64url");

/** Seals a TOTP secret for storage with the current key. */
export function sealTotpSecret(secret: string): string {
  if (!current) throw new Error("No TOTP encryption key loaded (loadTotpKey runs when the app is built)");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", current.key, iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", current.id, b64(iv), b64(cipher.getAuthTag()), b64(sealed)].join(".");
}

/** The secret of a stored value. A value stored before sealing existed (no `v1.`) is returned as is. */
export function openTotpSecret(stored: string): string {
  if (!stored.startsWith("v1.")) return stored;
  const [, keyId, iv, tag, sealed] = stored.split(".");
  const entry = keyring.get(keyId ?? "");
  if (!entry || !iv || !tag || sealed === undefined)
    throw new Error(`A two-factor secret is sealed with key ${keyId}, which this server does not have`);
  const decipher = createDecipheriv("aes-256-gcm", entry.key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}

/** Whether a stored value is still in clear (written before secrets were sealed). */
export const isSealed = (stored: string) => stored.startsWith("v1.");
