import { type FormEvent, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CheckCircle2, FileUp, Loader2, TriangleAlert } from "lucide-react";
import { toast } from "@/lib/toast";
import { setPath } from "@domain/imports/column-mapping";
import {
  fieldsForMissing,
  readCell,
  type TraceImportField,
  traceImportFields,
} from "@domain/traceability/import-columns";
import { type CteType, cteTypes, referenceDocumentTypes } from "@domain/traceability/kde";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { apiErrorMessage, showApiError } from "@/lib/api-errors";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { formatNumber } from "@/lib/format-number";
import {
  type TraceImportReportView,
  useCommitTraceImport,
  useCompleteTraceEvent,
  usePreviewTraceImport,
  useTraceEvent,
  useTraceImports,
  useTraceLocations,
  useTraceProducts,
} from "./api/traceability";
import { ChoiceSelect, errorsAt, FieldShell } from "./components/fields";
import { LoadError, Screen, useKdeName, useSite } from "./traceability-pages";

/** Rows shown in the report; the counts above it cover the whole file. */
const SHOWN_ROWS = 200;
const NOT_MAPPED = "none";

/** An import field's name: a KDE, or a KDE of one lot in a list ("Harvested food received · Farm"). */
function useFieldLabel() {
  const { t } = useTranslation("traceability");
  const kdeName = useKdeName();
  return (key: string) => {
    const list = /^(received|inputs)\.\d+\.(.+)$/.exec(key);
    if (list) return `${t(`kde.${list[1]}` as "kde.received")} · ${kdeName(list[2]!)}`;
    if (key === "tlcSource.reference") return t("kde.tlcSourceReference");
    return kdeName(key);
  };
}

// Import ----------------------------------------------------------------------------------------

/**
 * /app/traceability/import — events from a CSV or XLSX (decision 144): choose the CTE and the file, check the
 * proposed column mapping, read every row's report, then import all the rows or none.
 */
export function TraceImportPage() {
  const { t } = useTranslation("traceability");
  const { site, siteId } = useSite();
  const label = useFieldLabel();
  const [type, setType] = useState<CteType>("harvesting");
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, number> | null>(null);
  const [report, setReport] = useState<TraceImportReportView | null>(null);
  const [stale, setStale] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewTraceImport(siteId);
  const commit = useCommitTraceImport(siteId);
  const imports = useTraceImports(siteId);
  const fields = traceImportFields[type];

  function read(withMapping?: Record<string, number>) {
    if (!file) {
      setProblem(t("import.chooseFile"));
      return;
    }
    setProblem(null);
    preview.mutate(
      { file, type, ...(withMapping ? { mapping: withMapping } : {}) },
      {
        onSuccess: (result) => {
          setReport(result);
          setMapping(result.mapping);
          setStale(false);
        },
        onError: (error) =>
          showApiError(
            error,
            (fields) => setProblem(Object.values(fields).join(" ")),
            (message) => setProblem(message),
          ),
      },
    );
  }

  function submitFile(event: FormEvent) {
    event.preventDefault();
    setReport(null);
    setMapping(null);
    read();
  }

  function importAll() {
    if (!file || !mapping) return;
    commit.mutate(
      { file, type, mapping },
      {
        onSuccess: (result) => {
          toast.success(t("import.done", { count: result.valid }));
          setReport(null);
          setMapping(null);
          setFile(null);
        },
        onError: (error) => setProblem(apiErrorMessage(error)),
      },
    );
  }

  const columnOptions = useMemo(
    () => [
      [NOT_MAPPED, t("import.notInFile")] as const,
      ...(report?.headers ?? []).map(
        (header, i) => [String(i), header || t("import.column", { number: i + 1 })] as const,
      ),
    ],
    [report, t],
  );
  const ready = report && !stale && report.invalid === 0 && report.valid > 0;

  return (
    <Screen>
      <PageHeader
        title={t("import.title")}
        description={t("import.description", { site: site?.name ?? t("thisSite") })}
      />
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>
            <h2>{t("import.fileStep")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={submitFile}>
            <FieldShell id="import-type" label={t("capture.type")} required>
              <ChoiceSelect
                id="import-type"
                value={type}
                onChange={(value) => {
                  setType(value as CteType);
                  setReport(null);
                  setMapping(null);
                }}
                options={cteTypes.map((c) => [c, t(`cte.${c}`)] as const)}
                required
              />
            </FieldShell>
            <FieldShell id="import-file" label={t("import.file")} required hint={t("import.fileHint")}>
              <Input
                id="import-file"
                type="file"
                accept=".csv,.xlsx"
                aria-describedby="import-file-hint"
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                  setReport(null);
                  setMapping(null);
                }}
              />
            </FieldShell>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={preview.isPending}>
                {preview.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <FileUp aria-hidden />}
                {t("import.read")}
              </Button>
            </div>
          </form>
          {problem ? (
            <Alert variant="destructive" className="mt-4">
              <AlertDescription>{problem}</AlertDescription>
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      {report && mapping ? (
        <Card>
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2>{t("import.mappingStep")}</h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">{t("import.mappingHint", { file: report.fileName })}</p>
          </CardHeader>
          <CardContent className="grid gap-4 px-4 sm:px-6">
            <div className="grid gap-4 sm:grid-cols-2" data-testid="import-mapping">
              {fields.map((field) => {
                const id = `map-${field.key.replaceAll(".", "-")}`;
                const column = mapping[field.key];
                return (
                  <FieldShell key={field.key} id={id} label={label(field.key)} required={field.required}>
                    <ChoiceSelect
                      id={id}
                      value={column === undefined ? NOT_MAPPED : String(column)}
                      onChange={(value) => {
                        const next = { ...mapping };
                        if (value === NOT_MAPPED) delete next[field.key];
                        else {
                          // A column fills one field: it leaves the field it filled before.
                          for (const [key, at] of Object.entries(next)) if (at === Number(value)) delete next[key];
                          next[field.key] = Number(value);
                        }
                        setMapping(next);
                        setStale(true);
                      }}
                      options={columnOptions}
                    />
                  </FieldShell>
                );
              })}
            </div>
            <div>
              <Button type="button" variant="outline" onClick={() => read(mapping)} disabled={preview.isPending}>
                {preview.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {t("import.check")}
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}

      {report ? (
        <Card>
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2>{t("import.rowsStep")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 px-4 sm:px-6">
            <p className="text-sm" data-testid="import-summary" aria-live="polite">
              {stale
                ? t("import.stale")
                : t("import.summary", { valid: formatNumber(report.valid), invalid: formatNumber(report.invalid) })}
            </p>
            <div className="max-w-full overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("import.row")}</TableHead>
                    <TableHead>{t("import.status")}</TableHead>
                    <TableHead>{t("import.problems")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {report.rows.slice(0, SHOWN_ROWS).map((row) => (
                    <TableRow key={row.row} data-testid={`import-row-${row.row}`}>
                      <TableCell>{row.row}</TableCell>
                      <TableCell>
                        {row.ok ? (
                          <Badge variant="success">
                            <CheckCircle2 aria-hidden />
                            {t("import.rowOk")}
                          </Badge>
                        ) : (
                          <Badge variant="destructive">
                            <TriangleAlert aria-hidden />
                            {t("import.rowBad")}
                          </Badge>
                        )}
                      </TableCell>
                      <TableCell className="whitespace-normal">
                        {row.problems.length === 0 ? (
                          row.tlc ? (
                            t("import.tlc", { tlc: row.tlc })
                          ) : (
                            "—"
                          )
                        ) : (
                          <ul className="grid gap-1">
                            {row.problems.map((p) => (
                              <li key={p.field}>
                                <span className="font-medium">{label(p.field)}</span> (
                                {p.column ? t("import.inColumn", { column: p.column }) : t("import.unmapped")}):{" "}
                                {p.reason}
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
            {report.rows.length > SHOWN_ROWS ? (
              <p className="text-sm text-muted-foreground">
                {t("import.moreRows", { count: report.rows.length - SHOWN_ROWS })}
              </p>
            ) : null}
            <div>
              <Button type="button" onClick={importAll} disabled={!ready || commit.isPending}>
                {commit.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {t("import.commit", { count: report.valid })}
              </Button>
              {!ready && !stale && report.invalid > 0 ? (
                <p className="mt-2 text-sm text-muted-foreground">{t("import.fixFirst")}</p>
              ) : null}
            </div>
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>
            <h2>{t("import.history")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {imports.error ? <LoadError error={imports.error} /> : null}
          {!imports.data ? (
            <Skeleton className="h-16" />
          ) : imports.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("import.noHistory")}</p>
          ) : (
            <ul className="grid gap-2 text-sm" data-testid="import-history">
              {imports.data.map((item) => (
                <li key={item.id} className="break-words">
                  <span className="font-medium">{item.fileName}</span> · {t(`cte.${item.type}`)} ·{" "}
                  {t("import.events", { count: item.rowCount })} · {formatDateTime(item.importedAt)}
                  {item.rows.some((r) => r.tlc) ? (
                    <span className="text-muted-foreground">
                      {" "}
                      · {[...new Set(item.rows.map((r) => r.tlc).filter(Boolean))].slice(0, 10).join(", ")}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </Screen>
  );
}

// Completing an event's missing KDEs ------------------------------------------------------------

/**
 * /app/traceability/complete?event=<id> — the KDEs one event lacks, and only those (decision 141): the server
 * keeps every recorded KDE and checks the completed event as at capture.
 */
export function TraceCompletePage() {
  const { t } = useTranslation("traceability");
  const { siteId } = useSite();
  const [params] = useSearchParams();
  const eventId = params.get("event") ?? "";
  const label = useFieldLabel();
  const event = useTraceEvent(siteId, eventId);
  const products = useTraceProducts(siteId);
  const locations = useTraceLocations(siteId);
  const complete = useCompleteTraceEvent(siteId, eventId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState<string[] | null>(null);

  const asked = event.data ? fieldsForMissing(event.data.type, event.data.missing) : [];
  const refs = {
    locations: (locations.data ?? []).map((l) => ({ id: l.id, name: l.location.businessName })),
    products: (products.data ?? []).map((p) => ({ id: p.id, name: p.productName })),
  };

  function submit(form: FormEvent) {
    form.preventDefault();
    setErrors({});
    setGeneral(null);
    const kdes: Record<string, unknown> = {};
    const problems: Record<string, string> = {};
    for (const { path, field } of asked) {
      const cell = values[path]?.trim();
      if (!cell) continue;
      const read = readCell(field, cell, refs);
      if ("problem" in read) problems[path] = t("complete.unknownRef");
      else setPath(kdes, path, read.value);
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    complete.mutate(kdes, {
      onSuccess: (result) => {
        setDone(result.filled);
        toast.success(t("complete.saved", { count: result.filled.length }));
      },
      onError: (error) =>
        showApiError(
          error,
          (fields) => {
            setErrors(fields);
            setGeneral(t("capture.fixFields"));
          },
          (message) => setGeneral(message),
        ),
    });
  }

  function input(path: string, field: TraceImportField) {
    const id = `kde-${path.replaceAll(".", "-")}`;
    const fieldErrors = errorsAt(errors, path);
    const value = values[path] ?? "";
    const set = (next: string) => setValues((v) => ({ ...v, [path]: next }));
    const options =
      field.kind === "location"
        ? refs.locations.map((r) => [r.id, r.name] as const)
        : field.kind === "product"
          ? refs.products.map((r) => [r.id, r.name] as const)
          : field.kind === "referenceType"
            ? referenceDocumentTypes.map((r) => [r, t(`referenceDocument.${r}`)] as const)
            : null;
    return (
      <FieldShell key={path} id={id} label={label(path)} required={field.required} errors={fieldErrors}>
        {options ? (
          <ChoiceSelect
            id={id}
            value={value}
            onChange={set}
            options={options}
            invalid={fieldErrors.length > 0}
            required
          />
        ) : (
          <Input
            id={id}
            type={field.kind === "date" ? "date" : field.kind === "number" ? "number" : "text"}
            inputMode={field.kind === "number" ? "decimal" : undefined}
            step={field.kind === "number" ? "any" : undefined}
            value={value}
            aria-invalid={fieldErrors.length > 0}
            onChange={(e) => set(e.currentTarget.value)}
          />
        )}
      </FieldShell>
    );
  }

  return (
    <Screen>
      <PageHeader title={t("complete.title")} description={t("complete.description")} />
      {!eventId ? (
        <Alert>
          <AlertDescription>
            {t("complete.noEvent")}{" "}
            <Link to="/app/traceability/completeness" className="underline">
              {t("complete.back")}
            </Link>
          </AlertDescription>
        </Alert>
      ) : event.error ? (
        <LoadError error={event.error} />
      ) : !event.data || !products.data || !locations.data ? (
        <Skeleton className="h-40" />
      ) : (
        <Card>
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2>
                {t(`cte.${event.data.type}`)} · {formatDate(event.data.eventDate)}
                {event.data.tlc ? ` · ${event.data.tlc}` : ""}
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 px-4 sm:px-6">
            {done ? (
              <Alert>
                <AlertDescription data-testid="complete-done">
                  {t("complete.doneList", { kdes: [...new Set(done.map(label))].join(", ") })}{" "}
                  <Link to="/app/traceability/completeness" className="underline">
                    {t("complete.back")}
                  </Link>
                </AlertDescription>
              </Alert>
            ) : asked.length === 0 ? (
              <p className="text-sm">
                {t("complete.nothingMissing")}{" "}
                <Link to="/app/traceability/completeness" className="underline">
                  {t("complete.back")}
                </Link>
              </p>
            ) : (
              <form className="grid gap-4" onSubmit={submit} noValidate>
                <p className="text-sm text-muted-foreground">{t("complete.lacks", { count: asked.length })}</p>
                <div className="grid gap-4 sm:grid-cols-2">{asked.map(({ path, field }) => input(path, field))}</div>
                {general ? (
                  <Alert variant="destructive">
                    <AlertDescription>{general}</AlertDescription>
                  </Alert>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={complete.isPending}>
                    {complete.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                    {t("complete.save")}
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/app/traceability/completeness">{t("complete.cancel")}</Link>
                  </Button>
                </div>
              </form>
            )}
          </CardContent>
        </Card>
      )}
    </Screen>
  );
}
