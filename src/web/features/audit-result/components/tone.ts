import type { Tone } from "@domain/audit-demo/severity";

/** Row tints: red for non-compliance, amber for partial (spec §2). */
export const toneRowClass: Record<Tone, string> = {
  danger: "bg-destructive/8 hover:bg-destructive/12 dark:bg-destructive/15",
  warning: "bg-warning/12 hover:bg-warning/18 dark:bg-warning/10",
  success: "",
  neutral: "",
};

export const toneBadgeVariant = {
  danger: "destructive",
  warning: "warning",
  success: "success",
  neutral: "secondary",
} as const satisfies Record<Tone, string>;
