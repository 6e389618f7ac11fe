import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { AlertTriangle, CheckCircle2, FileSpreadsheet, Loader2, Undo2 } from "lucide-react";
import type { FieldErrors } from "@domain/errors";
import { acceptAttribute, uploadPolicies } from "@domain/files/file-types";
import { recordTypes } from "@domain/records/catalogue";
import type {
  RecordImportColumnsView,
  RecordImportPreviewView,
  RecordImportView,
} from "@domain/schemas/record-imports";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/field-error";
import { PageHeader } from "@/components/page-header";
import { showApiError } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import { useLogForms } from "@/lib/use-log-forms";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import {
  useCommitImport,
  useImportColumns,
  useImportPreview,
  useRecordImports,
  useUndoImport,
} from "./api/record-imports";
import { SelectField } from "./components/select-field";

const NONE = "none";
const isRecordType = (id: string): id is (typeof recordTypes)[number] =>
  (recordTypes as readonly string[]).includes(id);

/**
 * /app/records/import — bring existing logs in (issue 19, decision 145): upload a CSV or XLSX for a
 * built-in form or one of the organisation's own forms, map its columns (the mapping last used for the same columns is proposed), preview every
 * row judged by the form version, import all rows or none, and undo a whole import.
 */
export function ImportPage() {
  const { t } = useTranslation("records");
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const canImport = useCan("records.import");
  const [formId, setFormId] = useState<string>("temperature");
  const [file, setFile] = useState<File | null>(null);
  // Bumped after an import so the file input is emptied with the state.
  const [fileInput, setFileInput] = useState(0);
  const [columns, setColumns] = useState<RecordImportColumnsView | null>(null);
  const [mapping, setMapping] = useState<Record<string, number | null>>({});
  const [preview, setPreview] = useState<RecordImportPreviewView | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const readColumns = useImportColumns(siteId);
  const runPreview = useImportPreview(siteId);
  const commit = useCommitImport(siteId);
  const fileId = useId();
  const { data: forms } = useLogForms();
  const customForms = (forms?.items ?? []).filter((f) => !f.builtin);
  const formName = (id: string) =>
    isRecordType(id) ? t(`types.${id}`) : (customForms.find((f) => f.formId === id)?.name ?? id);
  /** A target's label: a custom form's field as the form words it, a log's own field from the catalogue. */
  const labelOf = (key: string) =>
    columns?.targets.find((target) => target.key === key)?.label ??
    t(`import.targets.${key.replace(/^readings\./, "")}` as "import.targets.date", { defaultValue: key });

  const fail = (error: unknown) => showApiError(error, setErrors, setMessage);
  const reset = () => {
    setErrors({});
    setMessage(null);
  };

  const onRead = () => {
    reset();
    setPreview(null);
    if (!file) return setErrors({ file: t("import.chooseFile") });
    readColumns.mutate(
      { file, formId },
      {
        onSuccess: (view) => {
          setColumns(view);
          setMapping(view.mapping);
        },
        onError: fail,
      },
    );
  };
  const onPreview = () => {
    if (!file || !columns) return;
    reset();
    runPreview.mutate({ file, formId, mapping }, { onSuccess: setPreview, onError: fail });
  };
  const onCommit = () => {
    if (!file || !columns) return;
    reset();
    commit.mutate(
      { file, formId, mapping },
      {
        onSuccess: (created) => {
          toast.success(t("import.imported", { count: created.rowCount, file: created.fileName }));
          setColumns(null);
          setPreview(null);
          setFile(null);
          setFileInput((n) => n + 1);
        },
        onError: fail,
      },
    );
  };

  const rowErrors = Object.entries(errors).filter(([field]) => field.startsWith("rows."));

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("import.title")}
        description={t("import.description", { site: site?.name ?? t("thisSite") })}
      />
      {canImport ? (
        <Card>
          <CardHeader>
            <CardTitle>{t("import.uploadTitle")}</CardTitle>
            <CardDescription>{t("import.uploadDescription")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                id="import-form"
                label={t("import.form")}
                value={formId}
                onChange={(value) => {
                  setFormId(value);
                  setColumns(null);
                  setPreview(null);
                }}
                options={[
                  ...recordTypes.map((type) => [type, t(`types.${type}`)] as const),
                  ...customForms.map((form) => [form.formId, form.name] as const),
                ]}
                error={errors.formId}
              />
              <div className="grid min-w-0 gap-2">
                <Label htmlFor={fileId}>{t("import.file")}</Label>
                <Input
                  key={fileInput}
                  id={fileId}
                  type="file"
                  accept={acceptAttribute(uploadPolicies.table)}
                  aria-invalid={!!errors.file}
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setColumns(null);
                    setPreview(null);
                  }}
                />
                <FieldError message={errors.file} />
              </div>
            </div>
            <Button onClick={onRead} disabled={readColumns.isPending} className="min-h-11 sm:min-h-9">
              {readColumns.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <FileSpreadsheet aria-hidden />
              )}
              {t("import.readColumns")}
            </Button>
          </CardContent>
        </Card>
      ) : null}

      {message ? (
        <Alert variant="destructive" role="alert">
          <AlertTriangle aria-hidden />
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      ) : null}

      {columns ? (
        <Card>
          <CardHeader>
            <CardTitle>{t("import.mappingTitle")}</CardTitle>
            <CardDescription>
              {t("import.mappingDescription", {
                count: columns.rowCount,
                file: columns.fileName,
                form: isRecordType(columns.form.formId) ? formName(columns.form.formId) : columns.form.name,
                version: columns.form.version,
              })}{" "}
              {columns.remembered ? t("import.remembered") : t("import.proposed")}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {columns.targets.map((target) => (
                <SelectField
                  key={target.key}
                  id={`map-${target.key}`}
                  label={`${labelOf(target.key)}${target.required ? "" : ` ${t("import.optional")}`}`}
                  value={mapping[target.key] == null ? NONE : String(mapping[target.key])}
                  onChange={(value) => {
                    setMapping((m) => ({ ...m, [target.key]: value === NONE ? null : Number(value) }));
                    setPreview(null);
                  }}
                  options={[
                    [NONE, t("import.noColumn")] as const,
                    ...columns.headers.map(
                      (header, i) => [String(i), header || t("import.column", { n: i + 1 })] as const,
                    ),
                  ]}
                  error={errors[`mapping.${target.key}`]}
                />
              ))}
            </div>
            <Button onClick={onPreview} disabled={runPreview.isPending} className="min-h-11 sm:min-h-9">
              {runPreview.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t("import.preview")}
            </Button>
          </CardContent>
        </Card>
      ) : null}

      {preview && columns ? (
        <PreviewCard
          preview={preview}
          rowErrors={rowErrors}
          labelOf={labelOf}
          committing={commit.isPending}
          onCommit={onCommit}
        />
      ) : null}

      <ImportList siteId={siteId} canUndo={canImport} />
    </div>
  );
}

function PreviewCard({
  preview,
  rowErrors,
  labelOf,
  committing,
  onCommit,
}: {
  preview: RecordImportPreviewView;
  rowErrors: [string, string][];
  labelOf: (key: string) => string;
  committing: boolean;
  onCommit: () => void;
}) {
  const { t } = useTranslation("records");
  const bad = preview.rowCount - preview.validCount;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("import.previewTitle")}</CardTitle>
        <CardDescription>
          {t("import.previewSummary", {
            count: preview.rowCount,
            valid: preview.validCount,
            exceptions: preview.exceptionCount,
            clause: preview.clauseId,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {bad > 0 ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden />
            <AlertDescription>{t("import.fixRows", { count: bad })}</AlertDescription>
          </Alert>
        ) : null}
        {rowErrors.length ? (
          <ul className="list-disc pl-5 text-sm text-destructive">
            {rowErrors.map(([field, reason]) => {
              const [, row, ...target] = field.split(".");
              return (
                <li key={field}>
                  {t("import.problem", { field: `${t("import.row")} ${row} · ${labelOf(target.join("."))}`, reason })}
                </li>
              );
            })}
          </ul>
        ) : null}
        <div className="max-h-[28rem] overflow-auto rounded-md border">
          <Table aria-label={t("import.previewTitle")}>
            <TableHeader>
              <TableRow>
                <TableHead>{t("import.row")}</TableHead>
                <TableHead>{t("form.occurredAt")}</TableHead>
                <TableHead>{t("form.performedBy")}</TableHead>
                <TableHead>{t("import.summary")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.row} data-testid="import-row">
                  <TableCell>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="tabular-nums">{row.row}</span>
                      {row.ok ? (
                        row.exception ? (
                          <Badge variant="destructive">{t("import.deviation")}</Badge>
                        ) : (
                          <span className="inline-flex items-center gap-1">
                            <CheckCircle2 className="size-4 text-primary" aria-hidden />
                            {t("import.ok")}
                          </span>
                        )
                      ) : (
                        <Badge variant="outline" className="border-destructive text-destructive">
                          {t("import.error")}
                        </Badge>
                      )}
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {row.occurredAt ? formatDateTime(row.occurredAt) : "—"}
                  </TableCell>
                  <TableCell>{row.performedBy ?? "—"}</TableCell>
                  <TableCell className="min-w-48">
                    {row.summary ?? (
                      <ul className="text-destructive">
                        {row.problems.map((p) => (
                          <li key={p.field}>
                            {t("import.problem", {
                              field: labelOf(p.field),
                              reason: p.reason,
                            })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Button onClick={onCommit} disabled={committing || bad > 0} className="min-h-11 sm:min-h-9">
          {committing ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t("import.commit", { count: preview.rowCount })}
        </Button>
      </CardContent>
    </Card>
  );
}

function ImportList({ siteId, canUndo }: { siteId: string; canUndo: boolean }) {
  const { t } = useTranslation("records");
  const { data, error } = useRecordImports(siteId);
  const [undoing, setUndoing] = useState<RecordImportView | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("import.listTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error.message}</AlertDescription>
          </Alert>
        ) : !data ? (
          <Skeleton className="h-24" />
        ) : data.items.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("import.none")}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t("import.listTitle")}>
            {data.items.map((item) => (
              <li
                key={item.id}
                data-testid="record-import"
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="break-all font-medium">{item.fileName}</span>
                    <Badge variant={item.status === "active" ? "secondary" : "outline"}>
                      {t(`import.status.${item.status}`)}
                    </Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {t("import.line", {
                      count: item.rowCount,
                      form: item.formName,
                      version: item.formVersion,
                      name: item.importedByName,
                      when: formatDateTime(item.importedAt),
                    })}
                    {item.undoneAt
                      ? ` · ${t("import.undoneLine", { name: item.undoneByName ?? "", when: formatDateTime(item.undoneAt) })}`
                      : ""}
                  </p>
                </div>
                {canUndo && item.status === "active" ? (
                  <Button variant="outline" size="sm" className="min-h-11 sm:min-h-8" onClick={() => setUndoing(item)}>
                    <Undo2 aria-hidden /> {t("import.undo")}
                    <span className="sr-only"> {item.fileName}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <UndoDialog siteId={siteId} item={undoing} onClose={() => setUndoing(null)} />
    </Card>
  );
}

function UndoDialog({ siteId, item, onClose }: { siteId: string; item: RecordImportView | null; onClose: () => void }) {
  const { t } = useTranslation("records");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const undo = useUndoImport(siteId);
  const close = () => {
    setReason("");
    setErrors({});
    setMessage(null);
    onClose();
  };
  return (
    <Dialog open={!!item} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("import.undoTitle")}</DialogTitle>
          <DialogDescription>
            {t("import.undoDescription", { count: item?.rowCount ?? 0, file: item?.fileName ?? "" })}
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!item) return;
            setErrors({});
            setMessage(null);
            undo.mutate(
              { id: item.id, reason },
              {
                onSuccess: () => {
                  toast.success(t("import.undone", { file: item.fileName }));
                  close();
                },
                onError: (error) => showApiError(error, setErrors, setMessage),
              },
            );
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="undo-reason">{t("import.undoReason")}</Label>
            <Textarea
              id="undo-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={!!errors.reason}
            />
            <FieldError message={errors.reason} />
          </div>
          {message ? (
            <p role="alert" className="text-sm text-destructive">
              {message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t("import.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={undo.isPending}>
              {undo.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t("import.undoConfirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
