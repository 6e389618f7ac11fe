import path from "node:path";
import { z } from "zod";

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
  /** A background job whose server sends no heartbeat for this long is retried by another server. */
  JOB_HEARTBEAT_SECONDS: z.coerce
    .number()
    .int()
    .min(10, "must be at least 10")
    .max(3600, "must be at most 3600")
    .default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

/** Reads configuration from the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
