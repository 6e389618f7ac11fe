import { useTranslation } from "react-i18next";

/** A clause number that opens its requirement text. */
export function ClauseButton({ clause, onOpen }: { clause: string; onOpen: (clause: string) => void }) {
  const { t } = useTranslation("audit-result");
  return (
    <button
      type="button"
      onClick={() => onOpen(clause)}
      aria-label={t("clause.show", { clause })}
      className="rounded-sm font-mono font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      {clause}
    </button>
  );
}
