import { useTranslation } from "react-i18next";
import { X } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** A selected value shown as a chip, removable unless read-only. */
export function Chip({ label, onRemove }: { label: string; onRemove?: () => void }) {
  const { t } = useTranslation("scope");
  return (
    <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-2.5 text-sm font-normal">
      {label}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("chip.remove", { label })}
          className="rounded-sm p-0.5 opacity-70 hover:bg-background/60 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      )}
    </Badge>
  );
}
