import { MessageSquareReply } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ExternalAuditResponseView } from "@domain/audits";
import { FileLink } from "./file-link";
import { formatDateTime } from "@/lib/format-date";

/** The corrective-action responses recorded for one external audit: text, attachments, who and when. */
export function ResponseHistory({ responses }: { responses: ExternalAuditResponseView[] }) {
  const { t } = useTranslation("audits");
  return (
    <section
      aria-label={t("responses.label")}
      // On a phone the table scrolls sideways: keep the history within the screen.
      className="sticky left-0 max-w-[calc(100vw-3.5rem)] space-y-2 md:max-w-none"
      data-testid="response-history"
    >
      <h4 className="flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
        <MessageSquareReply className="size-3.5" aria-hidden /> {t("responses.label")}
      </h4>
      <ol className="space-y-2">
        {responses.map((r) => (
          <li key={r.id} className="rounded-md border border-border bg-background px-3 py-2 text-sm">
            <p className="text-xs text-muted-foreground">
              {t("responses.recordedBy")} <span className="font-medium text-foreground">{r.respondedBy}</span> ·{" "}
              <time dateTime={r.respondedAt}>{formatDateTime(r.respondedAt)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words">{r.notes}</p>
            {r.files.length ? (
              <div className="mt-2 flex flex-wrap gap-1.5">
                {r.files.map((f) => (
                  <FileLink key={f.id} file={f} />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
