import { addCalendarDays, siteToday } from "../../src/domain/dates";
import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import { evidenceClauseIds } from "../../src/domain/audits";
import { evidencePacks, organisations, sites } from "../../src/server/db/schema";
import { DEMO_ORGANISATION } from "../../src/server/demo/demo-organisation";
import { buildPackFiles } from "../../src/server/use-cases/audits/evidence/build-pack";
import type { Benchmark } from "./benchmark";

/** A 90-day, all-clauses, all-formats evidence pack for the demo site oxnard (target under 5 s). */
export const evidencePackBenchmark: Benchmark = {
  name: "evidence pack, oxnard, 90 days, all clauses, all formats",
  targetMs: 5000,
  async run(db) {
    const [org] = await db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
    const [site] = await db
      .select()
      .from(sites)
      .where(and(eq(sites.organisationId, org!.id), eq(sites.slug, "oxnard")));
    const to = siteToday(site!.timezone);
    const from = addCalendarDays(to, -89);
    const [pack] = await db
      .insert(evidencePacks)
      .values({
        organisationId: org!.id,
        siteId: site!.id,
        name: "Benchmark",
        periodFrom: from,
        periodTo: to,
        rangeDays: 90,
        clauses: [...evidenceClauseIds],
        format: "all",
        requestedByName: "Benchmark",
      })
      .returning();
    const files = await buildPackFiles(db, pack!);
    const pdf = files.find((f) => f.kind === "pdf");
    if (process.env.BENCH_PDF_OUT && pdf) fs.writeFileSync(process.env.BENCH_PDF_OUT, pdf.data);
    return files.map((f) => `${f.filename} ${(f.data.length / 1024).toFixed(0)} KB`).join(", ");
  },
};
