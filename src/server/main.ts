import { buildApp } from "./app";
import { purgeExpiredSessions } from "./auth/sessions";
import { loadConfig, seedsDemo, type Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { seedIfEmpty } from "./demo/seed-demo";
import { sealClearTotpSecrets } from "./auth/two-factor";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let database: Database;
try {
  database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    jobs: { heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS },
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await database.migrate();
// The demo accounts' password is public: never seed them into a PostgreSQL unless DEMO_SEED=1.
const seeded = seedsDemo(config) && (await seedIfEmpty(database.db));
await purgeExpiredSessions(database.db);

const app = await buildApp({ config, database });
if (seeded) app.log.info("Seeded the demo organisation");
// Two-factor secrets stored before they were sealed are sealed now, with the key buildApp loaded.
const sealed = await sealClearTotpSecrets(database.db);
if (sealed > 0) app.log.info(`Sealed ${sealed} two-factor secret(s) stored in clear`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing in-flight requests`);
  // app.close stops accepting connections and waits for in-flight requests; then the database closes.
  await app.close();
  await database.close();
  process.exit(0);
}
// A response sent while closing asks its client to close the connection: else the server waits out that
// client's keep-alive (72 s by Fastify's default) after the last in-flight request before it can exit.
app.addHook("onSend", async (_request, reply) => {
  if (closing) reply.header("connection", "close");
});
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Clausewise on http://localhost:${config.PORT} (database: ${database.kind}${database.kind === "pglite" ? ` in ${config.dataDir}` : ""})`,
);
