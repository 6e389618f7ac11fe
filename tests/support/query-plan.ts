import { sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";

type PlanNode = { "Node Type": string; Plans?: PlanNode[] };

/**
 * The node types of the plan PostgreSQL makes for a statement when sorting costs "disabled": it then
 * sorts only when no index gives the order asked for, so a "Sort" among them says that index is missing.
 * Asserts how a statement is read, not how fast (speed is measured by `npm run bench`).
 */
export async function unsortedPlanNodeTypes(db: Db, statement: SQLWrapper): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_incremental_sort = off`);
    const result = (await tx.execute(sql`explain (format json) ${statement}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const json = Object.values(result.rows[0]!)[0];
    const [plan] = (typeof json === "string" ? JSON.parse(json) : json) as { Plan: PlanNode }[];
    const types: string[] = [];
    const walk = (node: PlanNode) => {
      types.push(node["Node Type"]);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan!.Plan);
    return types;
  });
}
