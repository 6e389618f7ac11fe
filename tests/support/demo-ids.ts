import { eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { memberships, users } from "../../src/server/db/schema";
import type { DemoIds } from "./protected-routes";
import { loadTrainingIds } from "./training-ids";
import { loadLibraryIds } from "./library-ids";
import { loadAuditIds } from "./audit-ids";
import { loadRecordIds } from "./records-ids";
import { loadSupplierIds } from "./supplier-ids";

export async function loadDemoIds(db: Db): Promise<DemoIds> {
  const rows = await db
    .select({ id: users.id, role: memberships.role, email: users.email })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id));
  return {
    users: Object.fromEntries(rows.filter((r) => r.email.endsWith("@clausewise.demo")).map((r) => [r.role, r.id])),
    training: await loadTrainingIds(db),
    library: await loadLibraryIds(db),
    audits: await loadAuditIds(db),
    records: await loadRecordIds(db),
    suppliers: await loadSupplierIds(db),
  };
}
