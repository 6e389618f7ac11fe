import path from "node:path";
import { z } from "zod";
import { llmSettingsSchema } from "./document-audit/llm-judge";

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1, "must be 1–65535").max(65535, "must be 1–65535").default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Where Request Demo and Get Started send visitors (new tab). */
  REQUEST_DEMO_URL: z.url().default("https://cal.com/clausewise/demo"),
  GET_STARTED_URL: z.url().default("https://cal.com/clausewise/get-started"),
  /** Sessions end after this much inactivity, and in any case after the absolute lifetime. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24),
  /** Served over HTTPS behind a proxy: mark the session cookie Secure. */
  COOKIE_SECURE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** The mail server e-mail is sent through (smtp:// or smtps://); unset: e-mail waits in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The sender of every e-mail. */
  SMTP_FROM: z.string().min(3).default("Clausewise <no-reply@clausewise.local>"),
  /**
   * The port of the built-in SMTP receiver that files mail sent to a site's inbox address into its
   * document inbox (decision 132); unset: no receiver.
   */
  SMTP_INBOUND_PORT: z.coerce
    .number()
    .int("must be a port number")
    .min(1, "must be 1–65535")
    .max(65535, "must be 1–65535")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The domain of the sites' inbox addresses (`<site>.<token>@<domain>`); its MX must point at this server. */
  SMTP_INBOUND_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/,
      "must be a domain such as inbox.example.com",
    )
    .default("inbox.clausewise.local"),
  /**
   * Most messages the SMTP receiver takes from one envelope sender in an hour, and into one site's inbox
   * in an hour (decision 159); more are refused with 450 (try later), so a sender's server retries.
   */
  SMTP_INBOUND_SENDER_PER_HOUR: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100_000, "must be at most 100000")
    .default(30),
  SMTP_INBOUND_INBOX_PER_HOUR: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100_000, "must be at most 100000")
    .default(200),
  /** The document audit's optional language model (document-audit/llm-judge.ts). */
  ...llmSettingsSchema.shape,
  /** A background job whose server sends no heartbeat for this long is retried by another server. */
  JOB_HEARTBEAT_SECONDS: z.coerce
    .number()
    .int()
    .min(10, "must be at least 10")
    .max(3600, "must be at most 3600")
    .default(30),
  /** The address users open (e.g. https://qa.example.com), for links in e-mails; default: the request's origin. */
  PUBLIC_URL: z.url({ error: "must be a URL such as https://clausewise.example.com" }).optional(),
  /** `closed` turns self-service sign-up off (a single-organisation install). */
  SIGNUP: z.enum(["open", "closed"]).default("open"),
  /**
   * Seed the demo organisation into an empty database. Default: yes on the embedded database, no on
   * a PostgreSQL given by DATABASE_URL (the demo accounts' password is public).
   */
  DEMO_SEED: z
    .enum(["0", "1"], { error: "must be 0 or 1" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "1")),
  /**
   * Which proxies may set X-Forwarded-For: off (default: the client address is the TCP peer), a
   * number of proxy hops, or a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const value = v.trim();
      if (value === "" || value === "false" || value === "off") return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value
        .split(",")
        .map((e) => e.trim())
        .filter(Boolean);
      if (entries.every((e) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(e))) return entries;
      ctx.addIssue({ code: "custom", message: "must be off, a hop count, or comma-separated proxy addresses/CIDRs" });
      return z.NEVER;
    }),
  /**
   * The audit trail's Ed25519 signing key (PKCS#8 PEM; `\n` may stand for line breaks), e.g. from a
   * secret store. Unset: the key file AUDIT_SIGNING_KEY_FILE, generated on first start when missing.
   */
  AUDIT_SIGNING_KEY: z.string().optional(),
  /** Default: `audit-signing-key.pem` in the directory beside DATA_DIR named `<DATA_DIR>-audit`. */
  AUDIT_SIGNING_KEY_FILE: z.string().optional(),
  /** Append-only copy of every checkpoint, outside the database. Default: `<DATA_DIR>-audit/checkpoints.jsonl`. */
  AUDIT_CHECKPOINT_FILE: z.string().optional(),
  /** Sign the chain head when this many events are unsigned … */
  AUDIT_CHECKPOINT_EVENTS: z.coerce.number().int().positive().default(100),
  /** … or when the newest unsigned event is this many minutes older than the last checkpoint. */
  AUDIT_CHECKPOINT_MINUTES: z.coerce.number().positive().default(5),
  /**
   * How long a site's overview is kept between reads while nothing in its organisation is written
   * (decision 131): bounds how late the clock's changes — a log becoming missing, a deadline passing — show.
   * `0`: recomputed on every read.
   */
  OVERVIEW_KEEP_SECONDS: z.coerce
    .number()
    .int()
    .min(0, "must be 0 or more")
    .max(300, "must be at most 300")
    .default(30),
  /** `1`: e-mail every checkpoint to the organisation's administrators (through the outbox), a third copy. */
  AUDIT_CHECKPOINT_EMAIL: z
    .enum(["0", "1"], { error: "must be 0 or 1" })
    .default("0")
    .transform((v) => v === "1"),
  /** Days between an administrator's request to delete the organisation and its purge (cancellable meanwhile). */
  ORGANISATION_DELETION_GRACE_DAYS: z.coerce
    .number()
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(365, "must be at most 365")
    .default(30),
  /**
   * The key that seals stored TOTP secrets (32 bytes, base64), e.g. from a secret store; the same on every
   * server. Unset: TOTP_ENCRYPTION_KEY_FILE, generated on first start when missing.
   */
  TOTP_ENCRYPTION_KEY: z.string().optional(),
  /** Default: `totp-encryption.key` in the directory of the audit signing key file. */
  TOTP_ENCRYPTION_KEY_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  /** Resolved paths of the audit trail's files outside the database (see auditFiles). */
  audit: { keyFile: string; checkpointFile: string };
  /** Resolved path of the key file that seals TOTP secrets (used when TOTP_ENCRYPTION_KEY is unset). */
  totpKeyFile: string;
};

/** Whether an empty database gets the demo organisation (see DEMO_SEED). */
export const seedsDemo = (config: Config) => config.DEMO_SEED ?? !config.DATABASE_URL;

/** Reads configuration from the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const audit = auditFiles(parsed.data, dataDir);
  // Beside the audit signing key by default: one directory of keys kept apart from the database.
  const totpKeyFile = path.resolve(
    parsed.data.TOTP_ENCRYPTION_KEY_FILE || path.join(path.dirname(audit.keyFile), "totp-encryption.key"),
  );
  return { ...parsed.data, dataDir, audit, totpKeyFile };
}

/** The audit key and checkpoint files: by default beside the data directory, never inside the database. */
function auditFiles(env: { AUDIT_SIGNING_KEY_FILE?: string; AUDIT_CHECKPOINT_FILE?: string }, dataDir: string) {
  const beside = `${dataDir}-audit`;
  return {
    keyFile: path.resolve(env.AUDIT_SIGNING_KEY_FILE || path.join(beside, "audit-signing-key.pem")),
    checkpointFile: path.resolve(env.AUDIT_CHECKPOINT_FILE || path.join(beside, "checkpoints.jsonl")),
  };
}
