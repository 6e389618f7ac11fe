import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Download, FileText, History, ShieldCheck, ShieldX } from "lucide-react";
import {
  recordTypeLabels,
  sanitationShiftLabels,
  waterSourceLabels,
  waterTests,
  pestStationTypeLabels,
} from "@domain/records/catalogue";
import { formatBytes, isPreviewable } from "@domain/files/file-types";
import { temperatureLimitsText } from "@domain/records/evaluate-readings";
import type { AttachmentSummary, RecordDetail } from "@domain/schemas/records";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { OutOfLimitMark } from "./out-of-limit-mark";
import { RecordsBadge } from "./records-ui";
import { formatDate, formatDateTime } from "@/lib/format-date";

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
  const r = record.readings as Record<string, unknown>;
  const s = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : String(v));
  switch (record.type) {
    case "temperature":
      return (
        <>
          <Row label="Location">{s(r.location)}</Row>
          <Row label="Temperature">
            <span className={cn("font-medium tabular-nums", record.exception && "text-destructive")}>
              {s(r.reading)} °{s(r.unit)}
            </span>{" "}
            {record.exception ? <OutOfLimitMark /> : null}{" "}
            <span className="text-muted-foreground">(critical limits {temperatureLimitsText(r as never)})</span>
          </Row>
          {r.correctiveAction ? <Row label="Corrective action">{s(r.correctiveAction)}</Row> : null}
        </>
      );
    case "sanitation":
      return (
        <>
          <Row label="Area / inspection">
            {s(r.area)} · {sanitationShiftLabels[r.shift as keyof typeof sanitationShiftLabels]}
          </Row>
          <Row label="Checklist">
            <ul className="grid gap-0.5">
              {(r.checklist as { item: string; passed: boolean }[]).map((c) => (
                <li key={c.item} className={c.passed ? undefined : "font-medium text-destructive"}>
                  {c.passed ? "✓" : "✗"} {c.item}
                </li>
              ))}
            </ul>
          </Row>
          {r.sanitizerPpm != null ? <Row label="Sanitizer">{s(r.sanitizerPpm)} ppm</Row> : null}
          {r.correctiveAction ? <Row label="Corrective action">{s(r.correctiveAction)}</Row> : null}
        </>
      );
    case "water": {
      const test = waterTests[r.test as keyof typeof waterTests];
      return (
        <>
          <Row label="Source / sample">
            {waterSourceLabels[r.source as keyof typeof waterSourceLabels]} · {s(r.samplePoint)}
          </Row>
          <Row label={test.label}>
            <span className={cn("font-medium tabular-nums", record.exception && "text-destructive")}>
              {s(r.result)} {test.unit}
            </span>{" "}
            {record.exception ? <OutOfLimitMark /> : null}{" "}
            <span className="text-muted-foreground">
              (limit {test.limitKind === "max" ? "≤" : "≥"} {s(r.limit)})
            </span>
          </Row>
          {r.lab ? <Row label="Laboratory">{s(r.lab)}</Row> : null}
          {r.correctiveAction ? <Row label="Corrective action">{s(r.correctiveAction)}</Row> : null}
        </>
      );
    }
    case "pest":
      return (
        <>
          <Row label="Station">
            {s(r.station)} · {pestStationTypeLabels[r.stationType as keyof typeof pestStationTypeLabels]}
          </Row>
          <Row label="Activity">
            {r.activityFound ? <span className="font-medium text-destructive">{s(r.activity)}</span> : "None found"}
          </Row>
          {r.activityFound ? <Row label="Action taken">{s(r.action)}</Row> : null}
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
        {record.exception ? <Badge variant="destructive">Out of limit</Badge> : null}
        {record.dueState ? <RecordsBadge value={record.dueState} /> : null}
        <span className="text-xs text-muted-foreground">Version {record.version}</span>
      </div>
      <dl className="divide-y">
        <Row label="Type">{recordTypeLabels[record.type]}</Row>
        <Row label="Clause">
          <span className="font-mono text-xs">{record.clauseId}</span> {record.clauseTitle}
        </Row>
        <Row label="Date and time">{formatDateTime(record.occurredAt)}</Row>
        <Row label="Performed by">{record.performedBy}</Row>
        <Row label="Entered by">{record.createdByName}</Row>
        {record.deviceRecordedAt ? (
          <Row label={t("offline.deviceTime")}>
            {t("offline.deviceClock", { time: formatDateTime(record.deviceRecordedAt) })}
          </Row>
        ) : null}
        <Row label={t("offline.receivedAt")}>{formatDateTime(record.receivedAt)}</Row>
        <Readings record={record} />
        {record.notes ? <Row label="Notes">{record.notes}</Row> : null}
        {record.status === "pending" ? <Row label="Verify by">{formatDate(record.dueDate)}</Row> : null}
        {record.reviewedByName ? (
          <Row label={record.status === "rejected" ? "Rejected by" : "Verified by"}>
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
  const previewable = attachments.filter((a) => isPreviewable(a.contentType));
  const [shown, setShown] = useState<string | null>(previewable[0]?.id ?? null);
  const current = previewable.find((a) => a.id === shown);
  if (attachments.length === 0) return <p className="text-sm text-muted-foreground">No attachments.</p>;
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
              aria-label={`Download ${a.filename}`}
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
  const events = [
    ...record.versions.map((v) => ({ at: v.changedAt, key: `v${v.version}`, node: <VersionEntry version={v} /> })),
    ...record.reviews.map((r) => ({ at: r.reviewedAt, key: `r${r.reviewedAt}`, node: <ReviewEntry review={r} /> })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (events.length === 0) return <p className="text-sm text-muted-foreground">No reviews or changes yet.</p>;
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
  return (
    <div>
      <p className="flex items-center gap-1.5 font-medium">
        <History className="size-3.5 text-muted-foreground" aria-hidden />
        {version.kind === "amend" ? "Amended" : "Corrected and resubmitted"} by {version.changedByName}
        <span className="font-normal text-muted-foreground">· {formatDateTime(version.changedAt)}</span>
      </p>
      <p className="text-muted-foreground">Why: {version.reason}</p>
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
  const approved = review.decision === "approved";
  const Icon = approved ? ShieldCheck : ShieldX;
  return (
    <div>
      <p className="flex flex-wrap items-center gap-1.5 font-medium">
        <Icon className={cn("size-3.5", approved ? "text-success" : "text-destructive")} aria-hidden />
        {approved ? "Approved" : "Rejected"} by {review.reviewerName} ({review.reviewerRole})
        <span className="font-normal text-muted-foreground">
          · {formatDateTime(review.reviewedAt)} · version {review.version}
        </span>
        {approved && !review.current ? <Badge variant="outline">Superseded by a later change</Badge> : null}
      </p>
      {review.notes ? <p className="text-muted-foreground">“{review.notes}”</p> : null}
    </div>
  );
}
