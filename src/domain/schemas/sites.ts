import { z } from "zod";

export const siteTypes = ["packhouse", "harvest", "grower", "cold_storage"] as const;
export const siteTypeLabels: Record<(typeof siteTypes)[number], string> = {
  packhouse: "Packhouse",
  harvest: "Harvest",
  grower: "Grower",
  cold_storage: "Cold storage",
};

/** An IANA zone name such as America/Los_Angeles (checked against the runtime's time-zone data). */
export function isIanaTimeZone(value: string): boolean {
  if (value !== "UTC" && !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timezone = z.string().trim().refine(isIanaTimeZone, "Use an IANA time zone name, e.g. America/Los_Angeles");

export const siteUpdateSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(120, "Name must be at most 120 characters"),
  address: z
    .string()
    .trim()
    .min(5, "Address must be at least 5 characters")
    .max(300, "Address must be at most 300 characters"),
  timezone,
});
export type SiteUpdateInput = z.infer<typeof siteUpdateSchema>;

export const siteCreateSchema = siteUpdateSchema.extend({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens")
    .min(2, "Site id must be at least 2 characters")
    .max(40, "Site id must be at most 40 characters"),
  type: z.enum(siteTypes, { message: `Choose one of ${siteTypes.join(", ")}` }),
});
export type SiteCreateInput = z.infer<typeof siteCreateSchema>;

export const currentSiteSchema = z.object({ siteId: z.string().min(1, "Choose a site") });

/** A site as the API returns it; `id` is the slug users see in URLs. */
export interface SiteView {
  id: string;
  name: string;
  address: string;
  timezone: string;
  type: (typeof siteTypes)[number];
  scopeConfirmed: boolean;
}

/**
 * Route parameter `:siteId` of the site URLs, which keep that documented name: it holds the site's slug
 * (e.g. oxnard), so the server reads it as `siteSlug` (`siteId` in the server is the site's uuid).
 */
export const siteSlugParamSchema = z.string().min(1).max(60);
export const siteParamsSchema = z
  .object({ siteId: siteSlugParamSchema })
  .transform(({ siteId }) => ({ siteSlug: siteId }));
