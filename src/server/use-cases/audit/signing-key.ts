import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config";

/** The Ed25519 key that signs checkpoints. Its private half lives in a file or the environment, never the database. */
export interface AuditSigner {
  privateKey: KeyObject;
  publicKey: KeyObject;
  keyId: string;
  /** SPKI PEM: what an auditor or `npm run audit:verify -- --public-key` is given. */
  publicKeyPem: string;
}

/** First 16 hex digits of the SHA-256 of the public key (SPKI DER): names the key in every checkpoint. */
export const keyIdOf = (publicKey: KeyObject) =>
  createHash("sha256")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest("hex")
    .slice(0, 16);

/** An environment variable may carry a PEM on one line with `\n` for its line breaks. */
const unescapePem = (text: string) => (text.includes("\n") ? text : text.replace(/\\n/g, "\n")).trim();

function assertEd25519(key: KeyObject, where: string) {
  if (key.asymmetricKeyType !== "ed25519") throw new Error(`${where}: not an Ed25519 key (${key.asymmetricKeyType})`);
}

function signerFromPem(pem: string, where: string): AuditSigner {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(unescapePem(pem));
  } catch {
    throw new Error(`${where}: not a PEM private key`);
  }
  assertEd25519(privateKey, where);
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
  return { privateKey, publicKey, keyId: keyIdOf(publicKey), publicKeyPem };
}

/** The public key file written beside the private one, for auditors: `x.pem` → `x.pub.pem`. */
export const publicKeyFileOf = (keyFile: string) => keyFile.replace(/(\.pem)?$/, ".pub.pem");

export interface LoadedSigner {
  signer: AuditSigner;
  /** Where the key came from, for the start-up log. */
  source: string;
  /** True when this call generated the key file (first start). */
  generated: boolean;
}

/**
 * The configured signing key: AUDIT_SIGNING_KEY, else the key file. With `create`, a missing key file is
 * generated (mode 0600, with its public key beside it); two servers starting at once keep the first file.
 */
export function loadAuditSigner(config: Config, options: { create: boolean }): LoadedSigner | null {
  if (config.AUDIT_SIGNING_KEY)
    return {
      signer: signerFromPem(config.AUDIT_SIGNING_KEY, "AUDIT_SIGNING_KEY"),
      source: "AUDIT_SIGNING_KEY",
      generated: false,
    };
  const file = config.audit.keyFile;
  if (fs.existsSync(file))
    return { signer: signerFromPem(fs.readFileSync(file, "utf8"), file), source: file, generated: false };
  if (!options.create) return null;
  const { privateKey } = generateKeyPairSync("ed25519");
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, pem, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return { signer: signerFromPem(fs.readFileSync(file, "utf8"), file), source: file, generated: false };
  }
  const signer = signerFromPem(pem, file);
  fs.writeFileSync(publicKeyFileOf(file), signer.publicKeyPem, { mode: 0o644 });
  return { signer, source: file, generated: true };
}

/**
 * A key to verify with, from a PEM (public or private; only the public half is used) or a file holding
 * one. This is what makes verification independent of the database: the key comes from outside it.
 */
export function trustedPublicKey(input: string): KeyObject {
  const text = input.includes("-----BEGIN") ? input : fs.readFileSync(input, "utf8");
  let key: KeyObject;
  try {
    key = createPublicKey(unescapePem(text));
  } catch {
    throw new Error(`${input.includes("-----BEGIN") ? "The key given" : input}: not a PEM public or private key`);
  }
  assertEd25519(key, "The key given");
  return key;
}
