import { ReadCache } from "./cache/read-cache";
import Fastify, { type FastifyInstance } from "fastify";
import { ensureSearchIndex } from "./use-cases/search/index-passages";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from "../domain/files/file-types";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { SessionPolicy } from "./auth/sessions";
import { AppError, frameworkError, registerErrorHandling } from "./errors";
import { registerInputGuard } from "./input-guard";
import { redactSecrets } from "./log-redaction";
import { loadTotpKey } from "./auth/totp-secret-box";
import { adminRoutes } from "./routes/admin";
import { auditRoutes } from "./routes/audits";
import { registerJobWorkers } from "./jobs/register-workers";
import { openAuditTrail, type AuditTrail } from "./use-cases/audit/audit-trail-keys";
import { registerAuditWorker } from "./use-cases/audit/audit-worker";
import { auditLogRoutes } from "./routes/audit-log";
import { employeeRoutes } from "./routes/employees";
import { kioskRoutes } from "./routes/kiosk";
import { trainingRoutes } from "./routes/training";
import { libraryRoutes } from "./routes/library";
import { fileRoutes } from "./routes/files";
import { recordRoutes } from "./routes/records";
import { accountRoutes } from "./routes/accounts";
import { passwordResetRoutes } from "./routes/password-reset";
import { twoFactorRoutes } from "./routes/two-factor";
import { teamRoutes } from "./routes/team";
import { authRoutes } from "./routes/auth";
import { scheduleRoutes } from "./routes/schedules";
import { formRoutes } from "./routes/forms";
import { traceabilityRoutes } from "./routes/traceability";
import { recallDrillRoutes } from "./routes/recall-drills";
import { siteRoutes } from "./routes/sites";
import { scopeRoutes } from "./routes/scope";
import { systemRoutes } from "./routes/system";
import { searchRoutes } from "./routes/search";
import { askRoutes } from "./routes/ask";
import { notificationRoutes } from "./routes/notifications";
import { overviewRoutes } from "./routes/overview";
import { publicDocumentAuditRoutes } from "./routes/public-document-audits";
import { jobEventRoutes } from "./routes/job-events";
import { ssoRoutes } from "./routes/sso";
import { organisationRoutes } from "./routes/organisation";
import { documentInboxRoutes } from "./routes/document-inbox";
import { recordImportRoutes } from "./routes/record-imports";
import { startInboundSmtp } from "./inbound-mail/smtp-receiver";
import { supplierRoutes } from "./routes/suppliers";
import { registerCompression, registerWebApp } from "./web-delivery";
import { projectPath } from "./project-path";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    databaseKind: Database["kind"];
    database: Database;
    config: Config;
    sessionPolicy: SessionPolicy;
    registeredRoutes: { method: string; url: string }[];
    /** The audit trail's signing key, checkpoint file and cadence (never stored in the database). */
    auditTrail: AuditTrail;
    /** How the server calls other servers (organisations' identity providers); tests keep it on this machine. */
    outboundFetch: typeof fetch;
    /** Sessions and read responses kept in memory, invalidated by the database's announcements (decision 169). */
    readCache: ReadCache;
  }
}

/** Every API area, registered once. */
const apiRoutes = [
  auditRoutes,
  systemRoutes,
  authRoutes,
  accountRoutes,
  passwordResetRoutes,
  twoFactorRoutes,
  ssoRoutes,
  teamRoutes,
  searchRoutes,
  askRoutes,
  notificationRoutes,
  overviewRoutes,
  siteRoutes,
  scheduleRoutes,
  formRoutes,
  traceabilityRoutes,
  recallDrillRoutes,
  scopeRoutes,
  adminRoutes,
  auditLogRoutes,
  organisationRoutes,
  employeeRoutes,
  trainingRoutes,
  kioskRoutes,
  fileRoutes,
  recordRoutes,
  libraryRoutes,
  documentInboxRoutes,
  recordImportRoutes,
  supplierRoutes,
  jobEventRoutes,
  publicDocumentAuditRoutes,
];

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Refuses state-changing requests sent by another origin (CSRF), on top of SameSite=Lax cookies. */
function assertSameOrigin(origin: string | undefined, referer: string | undefined, host: string | undefined) {
  const source = origin ?? referer;
  if (!source) return; // not a browser: no ambient cookies to abuse
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host;
  } catch {
    throw new AppError("forbidden", "Cross-site request refused");
  }
  if (sourceHost !== host) throw new AppError("forbidden", "Cross-site request refused");
}

export async function buildApp(options: {
  config: Config;
  database: Database;
  logger?: boolean;
  outboundFetch?: typeof fetch;
  /** The built web app to serve (default `dist/web`). */
  webRoot?: string;
}): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Kiosk links carry their secret in the path: never write it to the logs.
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactSecrets(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
    // Only the configured proxies may name the client address (X-Forwarded-For); see TRUST_PROXY.
    trustProxy:
      typeof config.TRUST_PROXY === "number"
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
  });
  app.decorate("db", database.db);
  app.decorate("databaseKind", database.kind);
  app.decorate("database", database);
  app.decorate("config", config);
  app.decorate("auditTrail", openAuditTrail(config));
  app.decorate("outboundFetch", options.outboundFetch ?? fetch);
  const readCache = new ReadCache();
  app.decorate("readCache", readCache);
  app.addHook("onReady", async () => {
    await readCache.start(database);
  });
  app.addHook("onClose", async () => {
    await readCache.stop();
  });
  // The search index brought to its current version on start: backfills a database that predates it (decision 139).
  app.addHook("onReady", async () => {
    if (await ensureSearchIndex(app.db)) app.log.info("Built the search index");
  });
  const totpKey = loadTotpKey(config);
  if (totpKey.generated)
    app.log.warn(`Generated the two-factor secrets key ${totpKey.source}: back it up with the audit key (see README)`);
  app.decorate("sessionPolicy", {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    secureCookie: config.COOKIE_SECURE,
  });

  // Every route as registered, so tests can prove each one is covered by the permission suite.
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      if (method !== "HEAD") registeredRoutes.push({ method, url: route.url });
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 20, fieldSize: 256 * 1024, parts: 30 },
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook("onRequest", async (request) => {
    if (unsafeMethods.has(request.method) && request.url.startsWith("/api/")) {
      assertSameOrigin(request.headers.origin, request.headers.referer, request.headers.host);
    }
  });
  // A write answers only once this server has heard what it changed: the very next request here never
  // meets a session it ended or a response it made stale (decision 169).
  app.addHook("onSend", async (request, _reply, payload) => {
    if (unsafeMethods.has(request.method) && request.url.startsWith("/api/")) await readCache.fence(app.db);
    return payload;
  });

  await registerCompression(app);
  for (const routes of apiRoutes) await app.register(routes);
  registerJobWorkers(app, database.jobs);
  registerAuditWorker(app);
  registerInboundSmtp(app);

  await registerWebApp(app, options.webRoot ?? projectPath("dist/web"));
  return app;
}

/** The built-in SMTP receiver of the sites' document inboxes, when SMTP_INBOUND_PORT is set (decision 132). */
function registerInboundSmtp(app: FastifyInstance) {
  const port = app.config.SMTP_INBOUND_PORT;
  if (port === undefined) return;
  let receiver: Awaited<ReturnType<typeof startInboundSmtp>> | undefined;
  app.addHook("onReady", async () => {
    receiver = await startInboundSmtp({
      db: app.db,
      port,
      host: app.config.HOST,
      domain: app.config.SMTP_INBOUND_DOMAIN,
      log: app.log,
      limits: {
        senderPerHour: app.config.SMTP_INBOUND_SENDER_PER_HOUR,
        inboxPerHour: app.config.SMTP_INBOUND_INBOX_PER_HOUR,
      },
    });
    app.log.info(
      `Receiving e-mail for the document inboxes on port ${receiver.port} (@${app.config.SMTP_INBOUND_DOMAIN})`,
    );
  });
  app.addHook("onClose", async () => {
    await receiver?.close();
  });
}
