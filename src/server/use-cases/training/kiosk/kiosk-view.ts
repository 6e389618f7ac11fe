import type { trainingKiosks } from "../../../db/schema";

type KioskRow = typeof trainingKiosks.$inferSelect;
/** A kiosk link as the screens (and its audit events) show it; never its token. */
export const toKioskView = (k: KioskRow) => ({
  id: k.id,
  stationName: k.stationName,
  device: k.device,
  createdAt: k.createdAt.toISOString(),
  rotatedAt: k.rotatedAt.toISOString(),
});
