import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Check, Download, FileText, History, ShieldCheck, ShieldX, X } from "lucide-react";
import { waterTests, type pestStationTypes, type sanitationShifts, type waterSources } from "@domain/records/catalogue";
import { roleLabels, type AppRole } from "@domain/roles";
import { formatBytes, isPreviewable } from "@domain/files/file-types";
import { temperatureLimitsText } from "@domain/records/evaluate-readings";
import type { AttachmentSummary, RecordDetail } from "@domain/schemas/records";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { RecordsBadge } from "./records-ui";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { useChecklistItemLabel } from "./checklist-labels";

type RecordDetailShift = (typeof sanitationShifts)[number];
type RecordDetailSource = (typeof waterSources)[number];
type RecordDetailStation = (typeof pestStationTypes)[number];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The readings of a record, type by type, as a definition list. */
function Readings({ record }: { record: RecordDetail }) {
  const { t } = useTranslation("records");
  const checklistLabel = useChecklistItemLabel();
  const r = record.readings as Record<string, unknown>;
  const s = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : String(v));
  switch (record.type) {
    // A custom form's record: each field of the version it was made with, by its label.
    case "custom":
      return (
        <>
          {record.form.fields.map((field) => {
            const value = r[field.key];
            const shown =
              field.type === "pass_fail" && typeof value === "boolean"
                ? t(value ? "customForm.pass" : "customForm.fail")
                : field.type === "datetime" && typeof value === "string"
                  ? formatDateTime(value)
                  : `${s(value)}${field.type === "number" && field.unit && value != null ? ` ${field.unit}` : ""}`;
            return (
              <Row key={field.key} label={field.label}>
                {shown}
              </Row>
            );
          })}
          {r.correctiveAction ? <Row label={t("details.correctiveAction")}>{s(r.correctiveAction)}</Row> : null}
        </>
      );
    case "temperature":
      return (
        <>
          <Row label={t("details.location")}>{s(r.location)}</Row>
          <Row label={t("details.temperature")}>
            <span className={cn("font-medium tabular-nums", record.exception && "text-destructive")}>
              {s(r.reading)} °{s(r.unit)}
            </span>{" "}
            <span className="text-muted-foreground">
              {t("details.criticalLimits", {
                limits:
                  r.minLimit == null && r.maxLimit == null ? t("details.noLimits") : temperatureLimitsText(r as never),
              })}
            </span>
          </Row>
          {r.correctiveAction ? <Row label={t("details.correctiveAction")}>{s(r.correctiveAction)}</Row> : null}
        </>
      );
    case "sanitation":
      return (
        <>
          <Row label={t("details.areaInspection")}>
            {s(r.area)} · {t(`shifts.${r.shift as RecordDetailShift}`)}
          </Row>
          <Row label={t("details.checklist")}>
            <ul className="grid gap-0.5">
              {(r.checklist as { item: string; passed: boolean }[]).map((c) => (
                <li key={c.item} className={c.passed ? undefined : "font-medium text-destructive"}>
                  {c.passed ? (
                    <Check className="inline size-3.5" role="img" aria-label={t("details.passed")} />
                  ) : (
                    <X className="inline size-3.5" role="img" aria-label={t("details.failed")} />
                  )}{" "}
                  {checklistLabel(c.item)}
                </li>
              ))}
            </ul>
          </Row>
          {r.sanitizerPpm != null ? (
            <Row label={t("details.sanitizer")}>{t("details.ppm", { value: s(r.sanitizerPpm) })}</Row>
          ) : null}
          {r.correctiveAction ? <Row label={t("details.correctiveAction")}>{s(r.correctiveAction)}</Row> : null}
        </>
      );
    case "water": {
      const testId = r.test as keyof typeof waterTests;
      const test = waterTests[testId];
      return (
        <>
          <Row label={t("details.sourceSample")}>
            {t(`waterSources.${r.source as RecordDetailSource}`)} · {s(r.samplePoint)}
          </Row>
          <Row label={t(`waterTests.${testId}`)}>
            <span className={cn("font-medium tabular-nums", record.exception && "text-destructive")}>
              {s(r.result)} {test.unit}
            </span>{" "}
            <span className="text-muted-foreground">
              {t(test.limitKind === "max" ? "details.limitMax" : "details.limitMin", { limit: s(r.limit) })}
            </span>
          </Row>
          {r.lab ? <Row label={t("details.laboratory")}>{s(r.lab)}</Row> : null}
          {r.correctiveAction ? <Row label={t("details.correctiveAction")}>{s(r.correctiveAction)}</Row> : null}
        </>
      );
    }
    case "pest":
      return (
        <>
          <Row label={t("details.station")}>
            {s(r.station)} · {t(`stationTypes.${r.stationType as RecordDetailStation}`)}
          </Row>
          <Row label={t("details.activity")}>
            {r.activityFound ? (
              <span className="font-medium text-destructive">{s(r.activity)}</span>
            ) : (
              t("details.noneFound")
            )}
          </Row>
          {r.activityFound ? <Row label={t("details.actionTaken")}>{s(r.action)}</Row> : null}
        </>
      );
  }
}

/** A record's facts: type, clause, site, when, who, readings, verification. */
export function RecordFacts({ record }: { record: RecordDetail }) {
  const { t } = useTranslation("records");
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <RecordsBadge value={record.status} />
        {record.exception ? <Badge variant="destructive">{t("details.outOfLimit")}</Badge> : null}
        {record.dueState ? <RecordsBadge value={record.dueState} /> : null}
        <span className="text-xs text-muted-foreground">{t("details.version", { version: record.version })}</span>
      </div>
      <dl className="divide-y">
        <Row label={t("details.type")}>
          {record.type === "custom"
            ? t("customForm.formVersion", { name: record.form.name, version: record.form.version })
            : t(`types.${record.type}`)}
        </Row>
        <Row label={t("details.clause")}>
          <span className="font-mono text-xs">{record.clauseId}</span> {record.clauseTitle}
        </Row>
        <Row label={t("details.occurredAt")}>{formatDateTime(record.occurredAt)}</Row>
        <Row label={t("details.performedBy")}>{record.performedBy}</Row>
        <Row label={t("details.enteredBy")}>{record.createdByName}</Row>
        {record.deviceRecordedAt ? (
          <Row label={t("offline.deviceTime")}>
            {t("offline.deviceClock", { time: formatDateTime(record.deviceRecordedAt) })}
          </Row>
        ) : null}
        <Row label={t("offline.receivedAt")}>{formatDateTime(record.receivedAt)}</Row>
        <Readings record={record} />
        {record.notes ? <Row label={t("details.notes")}>{record.notes}</Row> : null}
        {record.status === "pending" ? <Row label={t("details.verifyBy")}>{formatDate(record.dueDate)}</Row> : null}
        {record.reviewedByName ? (
          <Row label={record.status === "rejected" ? t("details.rejectedBy") : t("details.verifiedBy")}>
            {record.reviewedByName} · {record.reviewedAt ? formatDateTime(record.reviewedAt) : ""}
            {record.reviewNotes ? <p className="mt-1 text-muted-foreground">“{record.reviewNotes}”</p> : null}
          </Row>
        ) : null}
      </dl>
    </div>
  );
}

/** The attachments, each downloadable; images and PDFs preview inline. */
export function AttachmentsPreview({ attachments }: { attachments: AttachmentSummary[] }) {
  const { t } = useTranslation("records");
  const previewable = attachments.filter((a) => isPreviewable(a.contentType));
  const [shown, setShown] = useState<string | null>(previewable[0]?.id ?? null);
  const current = previewable.find((a) => a.id === shown);
  if (attachments.length === 0) return <p className="text-sm text-muted-foreground">{t("details.noAttachments")}</p>;
  return (
    <div className="space-y-3">
      <ul className="grid gap-1.5">
        {attachments.map((a) => (
          <li
            key={a.id}
            className={cn(
              "flex items-center gap-2 rounded-md border px-2.5 py-1.5 text-sm",
              a.id === shown && "border-primary/50 bg-primary/5",
            )}
          >
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {isPreviewable(a.contentType) ? (
              <button
                type="button"
                className="min-w-0 flex-1 truncate text-left hover:underline"
                onClick={() => setShown(a.id)}
              >
                {a.filename}
              </button>
            ) : (
              <span className="min-w-0 flex-1 truncate">{a.filename}</span>
            )}
            <span className="text-xs text-muted-foreground tabular-nums">{formatBytes(a.size)}</span>
            <a
              href={`/api/files/${a.id}`}
              className="text-muted-foreground hover:text-foreground"
              aria-label={t("details.download", { name: a.filename })}
              download
            >
              <Download className="size-4" aria-hidden />
            </a>
          </li>
        ))}
      </ul>
      {current ? (
        <div className="overflow-hidden rounded-lg border bg-muted/30">
          {current.contentType.startsWith("image/") ? (
            <img
              src={`/api/files/${current.id}?inline=1`}
              alt={current.filename}
              className="mx-auto max-h-80 object-contain"
            />
          ) : (
            <iframe
              src={`/api/files/${current.id}?inline=1`}
              title={current.filename}
              // The browser's PDF viewer is a document of its own that the dialog cannot keep the focus
              // in; keyboard users open the file with its Download link above (decision 101).
              tabIndex={-1}
              className="h-80 w-full bg-white"
            />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** Earlier versions (who changed what and why) and every review, oldest first. */
export function RecordHistory({ record }: { record: RecordDetail }) {
  const { t } = useTranslation("records");
  const events = [
    ...record.versions.map((v) => ({ at: v.changedAt, key: `v${v.version}`, node: <VersionEntry version={v} /> })),
    ...record.reviews.map((r) => ({ at: r.reviewedAt, key: `r${r.reviewedAt}`, node: <ReviewEntry review={r} /> })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{t("details.noHistory")}</p>;
  return (
    <ol className="space-y-3 border-l pl-4">
      {events.map((e) => (
        <li key={e.key} className="relative text-sm">
          <span className="absolute top-1.5 -left-[1.32rem] size-2 rounded-full bg-border" aria-hidden />
          {e.node}
        </li>
      ))}
    </ol>
  );
}

function VersionEntry({ version }: { version: RecordDetail["versions"][number] }) {
  const { t } = useTranslation("records");
  return (
    <div>
      <p className="flex items-center gap-1.5 font-medium">
        <History className="size-3.5 text-muted-foreground" aria-hidden />
        {t(version.kind === "amend" ? "details.amendedBy" : "details.correctedBy", { name: version.changedByName })}
        <span className="font-normal text-muted-foreground">· {formatDateTime(version.changedAt)}</span>
      </p>
      <p className="text-muted-foreground">{t("details.why", { reason: version.reason })}</p>
      <ul className="mt-1 space-y-0.5 text-xs">
        {version.changes.map((c) => (
          <li key={c.field}>
            <span className="font-mono">{c.field}</span>:{" "}
            <span className="line-through decoration-destructive/60">{c.before || "—"}</span> →{" "}
            <span className="font-medium">{c.after || "—"}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReviewEntry({ review }: { review: RecordDetail["reviews"][number] }) {
  const { t } = useTranslation("records");
  const { t: tc } = useTranslation("common");
  // The review keeps the English label of the reviewer's role when it was made.
  const role = (Object.keys(roleLabels) as AppRole[]).find((r) => roleLabels[r] === review.reviewerRole);
  const approved = review.decision === "approved";
  const Icon = approved ? ShieldCheck : ShieldX;
  return (
    <div>
      <p className="flex flex-wrap items-center gap-1.5 font-medium">
        <Icon className={cn("size-3.5", approved ? "text-success" : "text-destructive")} aria-hidden />
        {t(approved ? "details.approvedBy" : "details.rejectedByRole", {
          name: review.reviewerName,
          role: role ? tc(`roles.${role}`) : review.reviewerRole,
        })}
        <span className="font-normal text-muted-foreground">
          · {formatDateTime(review.reviewedAt)} · {t("details.reviewVersion", { version: review.version })}
        </span>
        {approved && !review.current ? <Badge variant="outline">{t("details.superseded")}</Badge> : null}
      </p>
      {review.notes ? <p className="text-muted-foreground">“{review.notes}”</p> : null}
    </div>
  );
}
