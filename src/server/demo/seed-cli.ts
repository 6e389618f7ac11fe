import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { seedIfEmpty } from "./seed-demo";

// `npm run db:seed`: migrates and seeds the configured database if it holds no organisation yet.
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(
    (await seedIfEmpty(database.db)) ? "Seeded the demo organisation." : "Database already holds data; nothing seeded.",
  );
} finally {
  await database.close();
}
