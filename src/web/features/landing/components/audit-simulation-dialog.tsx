import { lazy, Suspense, useRef } from "react";
import { SparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/features/landing/hooks/use-on-demand";

const AuditSimulationModal = lazy(() =>
  import("./audit-simulation-modal").then((m) => ({ default: m.AuditSimulationModal })),
);

/** The Perform Audit button and its dialog (loaded on first use); the run lives only while the dialog is open. */
export function AuditSimulationDialog() {
  const { t } = useTranslation("landing");
  const dialog = useOnDemand();
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button ref={button} size="lg" aria-haspopup="dialog" aria-expanded={dialog.open} onClick={dialog.show}>
        <SparklesIcon aria-hidden="true" /> {t("tryItOut.performAudit")}
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <AuditSimulationModal open={dialog.open} onOpenChange={dialog.setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
