import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Beside a reading outside its limits: an icon and the words, so the state never rests on the red alone. */
export function OutOfLimitMark() {
  const { t } = useTranslation("records");
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-destructive">
      <AlertTriangle className="size-3.5" aria-hidden />
      {t("exception.outOfLimit")}
    </span>
  );
}
