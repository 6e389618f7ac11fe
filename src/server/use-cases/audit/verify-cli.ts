import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { verifyAuditChains } from "./verify-chain";

// `npm run audit:verify`: recomputes the audit hash chains of the configured database.
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  const { checked, breaks } = await verifyAuditChains(database.db);
  if (breaks.length === 0) {
    console.log(`Audit trail intact: ${checked} events verified.`);
  } else {
    for (const b of breaks) {
      console.error(
        `Audit trail broken in organisation ${b.organisationId} at event #${b.seq} (${b.eventId}): ${b.reason}`,
      );
    }
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
