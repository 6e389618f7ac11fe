import { FilePenLine, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FspStatus } from "@domain/library/fsp";
import type { FspHistoryEntry } from "@domain/schemas/library";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFspHistory } from "@/features/library/api/fsp";
import { StatusPill } from "@/features/library/components/status-pill";
import { fspTone } from "./fsp-status";
import { formatInstantDate, formatSignedAt } from "@/lib/format-date";

/** Every PCQI signature and every section revision of the plan, newest first. */
export function ReviewHistory({ siteId, timezone }: { siteId: string; timezone: string }) {
  const { t } = useTranslation("library");
  const history = useFspHistory(siteId);
  if (history.isPending) return <Skeleton className="h-64" />;
  if (history.error) return <p className="text-sm text-destructive">{history.error.message}</p>;
  return (
    <Card className="py-2">
      <CardContent className="px-0">
        <ol className="divide-y divide-border" aria-label={t("history.label")}>
          {history.data.map((entry) => (
            <li key={entry.kind === "signature" ? entry.signature.id : entry.id} className="flex gap-3 px-4 py-3">
              <div
                className={`mt-0.5 h-fit shrink-0 rounded-full p-1.5 ${entry.kind === "signature" ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground"}`}
              >
                {entry.kind === "signature" ? (
                  <ShieldCheck className="size-4" aria-hidden />
                ) : (
                  <FilePenLine className="size-4" aria-hidden />
                )}
              </div>
              <div className="min-w-0 flex-1 space-y-1">
                {entry.kind === "signature" ? <SignatureEntry entry={entry} /> : <ChangeEntry entry={entry} />}
              </div>
              <time className="hidden shrink-0 text-xs text-muted-foreground sm:block" dateTime={entry.at}>
                {formatSignedAt(entry.at, timezone)}
              </time>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function SignatureEntry({ entry }: { entry: Extract<FspHistoryEntry, { kind: "signature" }> }) {
  const { t } = useTranslation("library");
  const s = entry.signature;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium">{t("history.signedBy", { name: s.printedName, role: s.role })}</p>
        {s.current ? (
          <StatusPill tone="green">{t("fsp.current")}</StatusPill>
        ) : (
          <StatusPill tone="amber">{t("fsp.notCurrent")}</StatusPill>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{t("history.meaning", { meaning: s.meaning })}</p>
      <p className="text-xs text-muted-foreground sm:hidden">{formatSignedAt(s.signedAt, s.timezone)}</p>
      <p className="break-all font-mono text-[11px] text-muted-foreground">{t("fsp.hash", { hash: s.contentHash })}</p>
    </>
  );
}

function ChangeEntry({ entry }: { entry: Extract<FspHistoryEntry, { kind: "change" }> }) {
  const { t } = useTranslation("library");
  const after = entry.statusAfter as FspStatus;
  const before = entry.statusBefore as FspStatus | null;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium">
          {entry.sectionTitle}{" "}
          <span className="font-normal text-muted-foreground">
            {t("history.revision", { revision: entry.revision })}
          </span>
        </p>
        {before && before !== after ? (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <StatusPill tone={fspTone[before]}>{t(`fspStatus.${before}`)}</StatusPill>→
            <StatusPill tone={fspTone[after]}>{t(`fspStatus.${after}`)}</StatusPill>
          </span>
        ) : (
          <StatusPill tone={fspTone[after]}>{t(`fspStatus.${after}`)}</StatusPill>
        )}
      </div>
      <p className="text-sm text-foreground/90">{entry.note}</p>
      <p className="text-xs text-muted-foreground">
        {t("history.by", { name: entry.changedBy })}
        <span className="sm:hidden"> · {formatInstantDate(entry.at)}</span>
      </p>
    </>
  );
}
