import type { AppRole } from "../../domain/roles";
import type { Db } from "../db/client";

/** The demo organisation's name (README: Demo accounts). */
export const DEMO_ORGANISATION = "Pacific Fresh Produce Co.";

/** Every demo account signs in with this password (README: Demo accounts). */
export const DEMO_PASSWORD = "clausewise-demo";

export const demoUsers: { email: string; name: string; role: AppRole; site?: string }[] = [
  { email: "admin@clausewise.demo", name: "Alex Rivera", role: "admin" },
  { email: "pcqi@clausewise.demo", name: "Maria Gonzalez", role: "pcqi" },
  { email: "qa.manager@clausewise.demo", name: "Daniel Kim", role: "qa_manager" },
  { email: "qa.tech@clausewise.demo", name: "Sofia Ramirez", role: "qa_tech" },
  { email: "supervisor@clausewise.demo", name: "James Carter", role: "supervisor", site: "yuma" },
  { email: "viewer@clausewise.demo", name: "Priya Patel", role: "viewer" },
];

export const demoSites = [
  {
    slug: "oxnard",
    name: "Oxnard Packhouse",
    address: "2150 E Vineyard Ave, Oxnard, CA 93036",
    timezone: "America/Los_Angeles",
    type: "packhouse" as const,
  },
  {
    slug: "yuma",
    name: "Yuma Harvest Operations",
    address: "4200 S Avenue 3E, Yuma, AZ 85365",
    timezone: "America/Phoenix",
    type: "harvest" as const,
  },
];

/** Ids the area steps need: site ids by slug, user ids by role, and the demo "now" to date data from. */
export interface DemoSeedContext {
  organisationId: string;
  sites: Record<string, string>;
  users: Record<string, string>;
  now: Date;
}
export type DemoSeedStep = (tx: Db, ctx: DemoSeedContext) => Promise<void>;
