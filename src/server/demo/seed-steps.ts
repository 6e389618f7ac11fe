import type { DemoSeedStep } from "./demo-organisation";
import { seedTraining } from "./training/seed-training";
import { seedDemoAudits } from "./audits/seed-demo-audits";
import { seedLibrary } from "./library/seed-library";
import { seedDemoScope } from "./scope/seed-demo-scope";
import { seedDemoRecords } from "./records/seed-demo-records";
import { seedDemoSchedules } from "./schedules/seed-demo-schedules";
import { seedOverview } from "./overview/seed-overview";
import { seedDemoSuppliers } from "./suppliers/seed-demo-suppliers";
import { seedDemoTraceability } from "./traceability/seed-demo-traceability";
import { seedDemoInbox } from "./document-inbox/seed-demo-inbox";

/**
 * Demo data of each area, run in order inside the seed transaction after the organisation, its two
 * sites and the demo users exist. Each area adds one import and one entry.
 */
export const demoSeedSteps: DemoSeedStep[] = [
  seedDemoScope,
  seedDemoRecords,
  seedDemoSchedules,
  seedTraining,
  seedLibrary,
  seedDemoAudits,
  seedDemoSuppliers,
  seedDemoTraceability,
  seedDemoInbox,
  seedOverview,
];
