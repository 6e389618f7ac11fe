import type { Db } from "../../../db/client";
import { resolveKiosk } from "./kiosk-session";

/** What the station shows before anyone identifies: the site and station, no personal data. */
export async function getKioskInfo(db: Db, { token }: { token: string }) {
  const { kiosk, site } = await resolveKiosk(db, token);
  return { site: { name: site.name }, stationName: kiosk.stationName, device: kiosk.device };
}
