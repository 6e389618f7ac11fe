/** Food Safety Plan rules: statuses, progress, the canonical content a PCQI signature is bound to. */
import { message, type Message } from "../i18n/message";

export const fspStatuses = ["completed", "in-progress", "needs-review", "needs-update"] as const;
export type FspStatus = (typeof fspStatuses)[number];

export const fspStatusLabels: Record<FspStatus, string> = {
  completed: "Completed",
  "in-progress": "In Progress",
  "needs-review": "Needs Review",
  "needs-update": "Needs Update",
};

/** The meaning the PCQI signs (spec §6), stored with every signature. */
export const FSP_SIGNATURE_MEANING =
  "I confirm the Food Safety Plan is current, complete and compliant with FDA requirements";
export const SIGNATURE_NOT_CURRENT = "Signature not current — plan changed since signing";

export interface FspElementContent {
  name: string;
  status: FspStatus;
}

export interface FspSectionContent {
  key: string;
  title: string;
  content: string;
  status: FspStatus;
  elements: FspElementContent[];
}

/** Overall progress = share of completed sections, as a whole percent (0 for an empty plan). */
export function fspProgress(sections: readonly { status: FspStatus }[]): number {
  if (sections.length === 0) return 0;
  const completed = sections.filter((s) => s.status === "completed").length;
  return Math.round((completed / sections.length) * 100);
}

/**
 * What a signature is bound to: the site and every section's key, title, text, status and elements,
 * in plan order. Reviewer names and review dates are not content, so re-reviewing alone keeps it.
 */
export function fspCanonicalContent(siteSlug: string, sections: readonly FspSectionContent[]) {
  return {
    site: siteSlug,
    sections: sections.map((s) => ({
      key: s.key,
      title: s.title,
      content: s.content,
      status: s.status,
      elements: s.elements.map((e) => ({ name: e.name, status: e.status })),
    })),
  };
}

/** Why the plan cannot be signed now, or null when it can: every section must be completed. */
export function fspSignBlocker(sections: readonly { title: string; status: FspStatus }[]): Message | null {
  if (sections.length === 0) return message("The plan has no sections to sign");
  const open = sections.filter((s) => s.status !== "completed");
  if (open.length === 0) return null;
  const titles = open.map((s) => s.title).join(", ");
  return open.length === 1
    ? message("Complete every section before signing: {{sections}} is not completed", { sections: titles })
    : message("Complete every section before signing: {{sections}} are not completed", { sections: titles });
}

/** A section is completed only when every one of its elements is; null when the combination is allowed. */
export function fspSectionStatusError(status: FspStatus, elements: readonly { status: FspStatus }[]): string | null {
  if (status !== "completed") return null;
  const open = elements.filter((e) => e.status !== "completed").length;
  return open === 0 ? null : `Complete every element first (${open} not completed) or choose another status`;
}

/**
 * A signature is current while the plan reads exactly as signed AND no section has changed since the
 * signing: a signature belongs to one stored version, so content edited back to what was signed is a
 * new version that must be signed again (issue 19), not the old signature revived by an equal hash.
 */
export function signatureIsCurrent(
  signature: { contentHash: string; signedAt: Date },
  plan: { contentHash: string; lastChangedAt: Date | null },
): boolean {
  if (signature.contentHash !== plan.contentHash) return false;
  return plan.lastChangedAt === null || plan.lastChangedAt.getTime() <= signature.signedAt.getTime();
}

/** The latest change among a plan's sections, or null when it has none. */
export const planLastChangedAt = (sections: readonly { updatedAt: Date }[]): Date | null =>
  sections.reduce<Date | null>((latest, s) => (latest === null || s.updatedAt > latest ? s.updatedAt : latest), null);
