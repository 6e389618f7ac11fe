import { useTranslation } from "react-i18next";
import { AlertCircle, Check, Loader2 } from "lucide-react";
import type { DraftStatus } from "@/features/scope/use-scope-draft";

/** Whether the wizard's edits are saved as a draft on the server. */
export function DraftStatusText({ status }: { status: DraftStatus }) {
  const { t } = useTranslation("scope");
  if (status === "idle") return null;
  const content = {
    pending: <>{t("draft.pending")}</>,
    saving: (
      <>
        <Loader2 className="size-3.5 animate-spin" aria-hidden /> {t("draft.saving")}
      </>
    ),
    saved: (
      <>
        <Check className="size-3.5" aria-hidden /> {t("draft.saved")}
      </>
    ),
    error: (
      <>
        <AlertCircle className="size-3.5" aria-hidden /> {t("draft.error")}
      </>
    ),
  }[status];
  return (
    <p
      role="status"
      className={`flex items-center gap-1.5 text-xs ${status === "error" ? "text-destructive" : "text-muted-foreground"}`}
    >
      {content}
    </p>
  );
}
