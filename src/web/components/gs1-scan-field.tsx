import { useState, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { ScanLine } from "lucide-react";
import { siteToday } from "@domain/dates";
import { readLotField } from "@domain/traceability/scan";
import { Input } from "@/components/ui/input";
import { useCurrentSite } from "@/lib/use-sites";

type Gs1ScanFieldProps = Omit<ComponentProps<typeof Input>, "value" | "onChange"> & {
  id: string;
  value: string;
  /** The lot code the field holds: as typed, or the (10) lot of a scanned or pasted GS1-128 label. */
  onChange: (tlc: string) => void;
  /** The element ids the field is already described by (its hint, its server error). */
  describedBy?: string;
};

/**
 * A traceability lot code field that also takes a GS1-128 case label (decision 137): a scanner types the
 * element string and Enter, or someone pastes the printed form; the field then holds the label's lot and
 * says which GTIN and lot it read, or why it could not. Typed codes pass through as typed.
 */
export function Gs1ScanField({ id, value, onChange, describedBy, ...props }: Gs1ScanFieldProps) {
  const { t } = useTranslation("common");
  const site = useCurrentSite();
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  /** Reads the value; true when it was a label (read or not), so Enter does not submit the form. */
  const read = (raw: string) => {
    const result = readLotField(raw, siteToday(site?.timezone ?? "UTC"));
    if (result.kind === "typed") return false;
    if (result.kind === "unreadable") {
      setStatus({ tone: "error", text: t(`gs1Scan.problem.${result.problem}`) });
      return true;
    }
    onChange(result.tlc);
    setStatus({ tone: "ok", text: t("gs1Scan.label", { gtin: result.label.gtin, lot: result.tlc }) });
    return true;
  };
  return (
    <div className="grid gap-1">
      <div className="relative max-w-sm">
        <ScanLine
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          {...props}
          id={id}
          value={value}
          autoComplete="off"
          spellCheck={false}
          className="pl-9"
          aria-describedby={[describedBy, `${id}-scan`].filter(Boolean).join(" ")}
          onChange={(event) => {
            setStatus(null);
            onChange(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && read(event.currentTarget.value)) event.preventDefault();
          }}
          onPaste={(event) => {
            if (read(event.clipboardData.getData("text"))) event.preventDefault();
          }}
          onBlur={(event) => read(event.currentTarget.value)}
        />
      </div>
      <p
        id={`${id}-scan`}
        aria-live="polite"
        className={`text-sm ${status?.tone === "error" ? "text-destructive" : "text-muted-foreground"}`}
      >
        {status?.text ?? t("gs1Scan.hint")}
      </p>
    </div>
  );
}
