import type { ModuleStats } from "./views";

/**
 * A module's completion at the site for its card: the share of its assignments completed, in whole
 * percent (half rounds up); 0 when nothing is assigned, so the bar shows empty rather than missing.
 */
export const moduleCompletion = ({ assigned, completed }: Pick<ModuleStats, "assigned" | "completed">): number =>
  assigned === 0 ? 0 : Math.round((completed / assigned) * 100);
