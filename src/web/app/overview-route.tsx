import { GenerateEvidencePackDialog } from "@/features/audits";
import { OverviewPage } from "@/features/overview/overview-page";

/** /app/overview: the app composes the overview with the audits area's Generate Evidence Pack dialog. */
export function OverviewRoute() {
  return <OverviewPage evidencePackDialog={GenerateEvidencePackDialog} />;
}
