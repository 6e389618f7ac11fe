import { lazy, Suspense, useRef, useState } from "react";
import { SparklesIcon, UploadIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/lib/use-on-demand";

const AuditSimulationModal = lazy(() =>
  import("./audit-simulation-modal").then((m) => ({ default: m.AuditSimulationModal })),
);

/**
 * Perform Audit (the sample documents) and Audit your own files, and their dialog (loaded on first
 * use); the run lives only while the dialog is open.
 */
export function AuditSimulationDialog() {
  const { t } = useTranslation("landing");
  const dialog = useOnDemand();
  const [mode, setMode] = useState<"sample" | "upload">("sample");
  const sample = useRef<HTMLButtonElement>(null);
  const own = useRef<HTMLButtonElement>(null);
  const open = (next: "sample" | "upload") => {
    setMode(next);
    dialog.show();
  };

  return (
    <>
      <div className="flex flex-col items-center gap-3 sm:flex-row">
        <Button
          ref={sample}
          size="lg"
          aria-haspopup="dialog"
          aria-expanded={dialog.open && mode === "sample"}
          onClick={() => open("sample")}
        >
          <SparklesIcon aria-hidden="true" /> {t("tryItOut.performAudit")}
        </Button>
        <Button
          ref={own}
          size="lg"
          variant="outline"
          aria-haspopup="dialog"
          aria-expanded={dialog.open && mode === "upload"}
          onClick={() => open("upload")}
        >
          <UploadIcon aria-hidden="true" /> {t("tryItOut.ownFiles")}
        </Button>
      </div>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <AuditSimulationModal
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={mode === "sample" ? sample : own}
            mode={mode}
          />
        </Suspense>
      )}
    </>
  );
}
