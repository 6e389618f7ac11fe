import { lazy, Suspense, useState } from "react";
import type { EvidencePackDialog } from "@/features/overview/overview-page";
import { OverviewPage } from "@/features/overview/overview-page";

const GenerateEvidencePackDialog = lazy(() =>
  import("@/features/audits").then((m) => ({ default: m.GenerateEvidencePackDialog })),
);

/** The dialog's code (its form, selects and schema) is loaded when it is first opened (decision 089). */
const OnDemandEvidencePackDialog: EvidencePackDialog = ({ open, onOpenChange }) => {
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <GenerateEvidencePackDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
};

/** /app/overview: the app composes the overview with the audits area's Generate Evidence Pack dialog. */
export function OverviewRoute() {
  return <OverviewPage evidencePackDialog={OnDemandEvidencePackDialog} />;
}
