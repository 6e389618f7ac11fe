import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  ArrowRight,
  CheckCircle2,
  Download,
  FilePen,
  Loader2,
  Printer,
  Route,
  ShieldCheck,
  Upload,
} from "lucide-react";
import { toast } from "@/lib/toast";
import { addCalendarDays, siteToday } from "@domain/dates";
import { type CteType, cteTypes } from "@domain/traceability/kde";
import { sourceMatches } from "@domain/traceability/lot-source";
import { type PointOfContact, TRACE_PLAN_SIGNATURE_MEANING } from "@domain/traceability/plan";
import { ESignatureDialog } from "@/components/e-signature-dialog";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApiError } from "@/lib/api";
import { apiErrorMessage, showApiError } from "@/lib/api-errors";
import { formatDate, formatDateTime, formatSignedAt } from "@/lib/format-date";
import { useCan, useMe } from "@/lib/use-me";
import { formatNumber, formatPercent } from "@/lib/format-number";
import { useCurrentSite } from "@/lib/use-sites";
import {
  type TraceView,
  useCompleteness,
  useDownloadCaseLabels,
  useDownloadEpcis,
  useDownloadFdaSpreadsheet,
  useFdaRequests,
  tracePlanPdfUrl,
  useSavePlanContact,
  useSignTracePlan,
  useImportEpcis,
  useTrace,
  useTraceEvents,
  useTracePlan,
  useTracePlanContact,
  useTraceLocations,
  useTraceProducts,
} from "./api/traceability";
import { CteForm } from "./components/cte-form";
import { LotPicker, lotSourceName } from "@/components/lot-picker";
import { ChoiceSelect, errorsAt, FieldShell } from "./components/fields";

/** The current site, or a note to choose one; every traceability screen works at one site. */
export function useSite() {
  const site = useCurrentSite();
  return { site, siteId: site?.id ?? "", timeZone: site?.timezone ?? "UTC" };
}

export function Screen({ children }: { children: ReactNode }) {
  return <div className="touch-targets grid min-w-0 grid-cols-1 gap-6">{children}</div>;
}

export function LoadError({ error }: { error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>{apiErrorMessage(error)}</AlertDescription>
    </Alert>
  );
}

/** One of a few views or groupings, as pressed buttons (the chosen one says so in words and in its fill). */
function Toggle<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label?: string;
  value: T;
  onChange: (value: T) => void;
  options: [T, string][];
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map(([option, text]) => (
        <Button
          key={option}
          type="button"
          variant={option === value ? "default" : "outline"}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {text}
        </Button>
      ))}
    </div>
  );
}

const directions = ["forward", "backward"] as const;
const spreadsheetFormats = ["csv", "xlsx"] as const;

const quantity = (value: number, unit: string) => `${formatNumber(value)} ${unit}`;

// Capture ---------------------------------------------------------------------------------------

/** /app/traceability/capture — one CTE's KDEs, chosen by type (`?type=`), phone- and scanner-friendly. */
export function TraceCapturePage() {
  const { t } = useTranslation("traceability");
  const { site, siteId, timeZone } = useSite();
  const [params, setParams] = useSearchParams();
  const type = (cteTypes as readonly string[]).includes(params.get("type") ?? "")
    ? (params.get("type") as CteType)
    : "harvesting";
  const products = useTraceProducts(siteId);
  const locations = useTraceLocations(siteId);
  const ready = products.data && locations.data;
  return (
    <Screen>
      <PageHeader
        title={t("capture.title")}
        description={t("capture.description", { site: site?.name ?? t("thisSite") })}
      />
      <Card>
        <CardContent className="grid gap-4 px-4 sm:px-6">
          <FieldShell id="cte-type" label={t("capture.type")} required>
            <ChoiceSelect
              id="cte-type"
              value={type}
              onChange={(value) => setParams({ type: value }, { replace: true })}
              options={cteTypes.map((c) => [c, t(`cte.${c}`)] as const)}
              required
            />
          </FieldShell>
          {products.error || locations.error ? <LoadError error={products.error ?? locations.error} /> : null}
          {ready && (locations.data.length === 0 || products.data.length === 0) ? (
            <Alert>
              <AlertDescription>
                <Link to="/app/traceability/master-data" className="underline">
                  {t("capture.noMasterData")}
                </Link>
              </AlertDescription>
            </Alert>
          ) : null}
          {ready ? (
            <CteForm
              key={`${siteId}-${type}`}
              type={type}
              siteId={siteId}
              timeZone={timeZone}
              products={products.data}
              locations={locations.data}
            />
          ) : (
            <Skeleton className="h-64" />
          )}
        </CardContent>
      </Card>
    </Screen>
  );
}

// Events ----------------------------------------------------------------------------------------

/** /app/traceability/events — the site's CTEs by type, lot and dates, each lot linked to its trace. */
export function TraceEventsPage() {
  const { t } = useTranslation("traceability");
  const { site, siteId, timeZone } = useSite();
  const [type, setType] = useState("all");
  const [tlc, setTlc] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const { data, error } = useTraceEvents(siteId, { type: type === "all" ? "" : type, tlc: tlc.trim(), from, to });
  return (
    <Screen>
      <PageHeader
        title={t("events.title")}
        description={t("events.description", { site: site?.name ?? t("thisSite") })}
      />
      <Card>
        <CardContent className="grid gap-4 px-4 sm:px-6">
          <div className="grid gap-3 sm:grid-cols-4">
            <div className="grid gap-2">
              <Label htmlFor="events-type">{t("events.filterType")}</Label>
              <ChoiceSelect
                id="events-type"
                value={type}
                onChange={setType}
                options={[["all", t("events.allTypes")], ...cteTypes.map((c) => [c, t(`cte.${c}`)] as const)]}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="events-tlc">{t("events.filterTlc")}</Label>
              <Input id="events-tlc" value={tlc} onChange={(e) => setTlc(e.target.value)} className="font-mono" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="events-from">{t("events.from")}</Label>
              <Input id="events-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="events-to">{t("events.to")}</Label>
              <Input id="events-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
            </div>
          </div>
          {error ? <LoadError error={error} /> : null}
          {!data ? (
            <Skeleton className="h-40" />
          ) : data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("events.empty")}</p>
          ) : (
            <Table data-testid="trace-events">
              <TableHeader>
                <TableRow>
                  <TableHead>{t("events.type")}</TableHead>
                  <TableHead>{t("events.date")}</TableHead>
                  <TableHead>{t("events.tlc")}</TableHead>
                  <TableHead>{t("events.quantity")}</TableHead>
                  <TableHead>{t("events.capturedAt")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((event) => (
                  <TableRow key={event.id}>
                    <TableCell className="font-medium">{t(`cte.${event.type}`)}</TableCell>
                    <TableCell>{formatDate(event.eventDate)}</TableCell>
                    <TableCell className="font-mono">
                      {event.tlc ? (
                        <Link
                          to={`/app/traceability/trace?tlc=${encodeURIComponent(event.tlc)}`}
                          className="underline underline-offset-2"
                          aria-label={t("events.trace", { tlc: event.tlc })}
                        >
                          {event.tlc}
                        </Link>
                      ) : (
                        "—"
                      )}
                    </TableCell>
                    <TableCell>{quantity(event.quantity, event.unit)}</TableCell>
                    <TableCell>{formatDateTime(event.capturedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {data?.truncated ? <p className="text-sm text-muted-foreground">{t("events.truncated")}</p> : null}
        </CardContent>
      </Card>
      <EpcisInterchange siteId={siteId} timeZone={timeZone} from={from} to={to} tlc={tlc.trim()} />
    </Screen>
  );
}

/**
 * GS1 EPCIS 2.0 JSON (decision 150): export the events the list's dates and lot select (the last 30 days
 * when no dates are set), and import a trading partner's document, all or nothing; a refused document's
 * reasons are listed by event and field.
 */
function EpcisInterchange({
  siteId,
  timeZone,
  from,
  to,
  tlc,
}: {
  siteId: string;
  timeZone: string;
  from: string;
  to: string;
  tlc: string;
}) {
  const { t } = useTranslation("traceability");
  const canExport = useCan("trace.export");
  const canImport = useCan("trace.capture");
  const download = useDownloadEpcis(siteId);
  const upload = useImportEpcis(siteId);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<[string, string][]>([]);
  const today = siteToday(timeZone);
  const range = { from: from || addCalendarDays(to || today, -30), to: to || today, tlc };
  if (!canExport && !canImport) return null;
  function exportDocument() {
    download.mutate(range, {
      onSuccess: () => toast.success(t("epcis.exported")),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  }
  async function importDocument(event: FormEvent) {
    event.preventDefault();
    setProblems([]);
    if (!file) {
      setProblems([["file", t("epcis.chooseFile")]]);
      return;
    }
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setProblems([["file", t("epcis.notJson")]]);
      return;
    }
    upload.mutate(document, {
      onSuccess: (result) => toast.success(t("epcis.imported", { count: result.imported.length })),
      onError: (error) =>
        error instanceof ApiError && error.fields
          ? setProblems(Object.entries(error.fields))
          : setProblems([["file", apiErrorMessage(error)]]),
    });
  }
  return (
    <Card data-testid="epcis">
      <CardHeader>
        <CardTitle>{t("epcis.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6">
        {canExport ? (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              {tlc
                ? t("epcis.exportLot", { from: formatDate(range.from), to: formatDate(range.to), tlc })
                : t("epcis.exportRange", { from: formatDate(range.from), to: formatDate(range.to) })}
            </p>
            <div>
              <Button type="button" variant="outline" onClick={exportDocument} disabled={download.isPending}>
                {download.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
                {t("epcis.export")}
              </Button>
            </div>
          </div>
        ) : null}
        {canImport ? (
          <form onSubmit={importDocument} noValidate className="grid gap-2">
            <Label htmlFor="epcis-file">{t("epcis.file")}</Label>
            <p id="epcis-file-hint" className="text-sm text-muted-foreground">
              {t("epcis.importHint")}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="epcis-file"
                type="file"
                accept=".json,.jsonld,application/json,application/ld+json"
                aria-describedby="epcis-file-hint"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="min-w-0"
              />
              <Button type="submit" disabled={upload.isPending}>
                {upload.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
                {t("epcis.import")}
              </Button>
            </div>
            {problems.length ? (
              <Alert variant="destructive" data-testid="epcis-problems">
                <AlertDescription>
                  <p>{t("epcis.refused")}</p>
                  <ul className="mt-1 list-disc pl-5">
                    {problems.map(([field, reason]) => (
                      <li key={field} className="break-words">
                        <span className="font-mono">{field}</span>: {reason}
                      </li>
                    ))}
                  </ul>
                </AlertDescription>
              </Alert>
            ) : null}
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}

// Trace -----------------------------------------------------------------------------------------

/** /app/traceability/trace — a lot traced forward or backward (`?tlc=&direction=`): graph, table, mass balance. */
export function TracePage() {
  const { t } = useTranslation("traceability");
  const [params, setParams] = useSearchParams();
  const tlc = params.get("tlc") ?? "";
  const direction = params.get("direction") === "backward" ? "backward" : "forward";
  const tlcSource = params.get("tlcSource") ?? "";
  const [code, setCode] = useState(tlc);
  const [source, setSource] = useState(tlcSource);
  const [view, setView] = useState<"graph" | "table">("graph");
  const { siteId } = useSite();
  const trace = useTrace(tlc, direction, tlcSource);
  // The URL keeps the source, so a trace of a code several suppliers sent can be shared and reloaded.
  const go = (next: { tlc?: string; direction?: string; tlcSource?: string }) => {
    const chosen = (next.tlcSource ?? source).trim();
    setParams({
      tlc: next.tlc ?? tlc,
      direction: next.direction ?? direction,
      ...(chosen ? { tlcSource: chosen } : {}),
    });
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) go({ tlc: code.trim() });
  }
  const notFound = trace.error instanceof ApiError && trace.error.status === 404;
  // Several lots carry this code (decision 155): the server names `tlcSource`, shown next to its field.
  const sourceErrors =
    trace.error instanceof ApiError && trace.error.status === 400
      ? errorsAt(trace.error.fields ?? {}, "tlcSource")
      : [];
  return (
    <Screen>
      <PageHeader title={t("trace.title")} description={t("trace.description")} />
      <Card>
        <CardContent className="px-4 sm:px-6">
          <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-start">
            <div className="grid gap-2">
              <Label htmlFor="trace-tlc">{t("trace.tlc")}</Label>
              <Input
                id="trace-tlc"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
              />
            </div>
            <FieldShell
              id="trace-tlc-source"
              label={t("trace.tlcSource")}
              required={false}
              hint={t("trace.tlcSourceHint")}
              errors={sourceErrors}
            >
              <Input
                id="trace-tlc-source"
                value={source}
                onChange={(e) => setSource(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={sourceErrors.length > 0}
                aria-describedby="trace-tlc-source-hint"
                // biome-ignore lint/a11y/noAutofocus: the server just asked for this field
                autoFocus={sourceErrors.length > 0}
              />
            </FieldShell>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t("trace.direction")}</legend>
              <div className="flex gap-2">
                {directions.map((d) => (
                  <Button
                    key={d}
                    type="button"
                    variant={d === direction ? "default" : "outline"}
                    aria-pressed={d === direction}
                    onClick={() => go({ direction: d, tlc: code.trim() || tlc })}
                  >
                    {t(`trace.${d}`)}
                  </Button>
                ))}
              </div>
            </fieldset>
            <Button type="submit" className="sm:mt-[1.375rem]">
              <Route aria-hidden /> {t("trace.run")}
            </Button>
          </form>
          {/* The code's lots here with their sources: choosing one traces it (decision 155). */}
          <div className="mt-3 empty:hidden">
            <LotPicker
              siteId={siteId}
              code={code}
              selected={(lot) => !!source.trim() && sourceMatches(lot.sourceKey, source)}
              onPick={(lot) => {
                const name = lotSourceName(lot) || lot.sourceKey;
                setSource(name);
                if (code.trim()) go({ tlc: code.trim(), tlcSource: name });
              }}
            />
          </div>
        </CardContent>
      </Card>
      {notFound ? (
        <Alert>
          <AlertDescription>{t("trace.notFound")}</AlertDescription>
        </Alert>
      ) : trace.error && sourceErrors.length === 0 ? (
        <LoadError error={trace.error} />
      ) : null}
      {trace.isLoading ? <Skeleton className="h-64" /> : null}
      {trace.data ? (
        <>
          <Toggle
            value={view}
            onChange={setView}
            options={[
              ["graph", t("trace.graph")],
              ["table", t("trace.table")],
            ]}
          />
          {view === "graph" ? <TraceGraph trace={trace.data} /> : <TraceTable trace={trace.data} />}
          <MassBalance trace={trace.data} />
        </>
      ) : null}
    </Screen>
  );
}

/** The events that give a site a lot of its own: packing, making, first land-based receiving, receiving. */
const labelledCtes = new Set<CteType>(["initial_packing", "transformation", "first_land_based_receiving", "receiving"]);

/** How many GS1-128 case labels to print for a lot, and the button that downloads them as a PDF. */
function PrintLabels({ siteId, tlc, tlcSource }: { siteId: string; tlc: string; tlcSource?: string | undefined }) {
  const { t } = useTranslation("traceability");
  const [count, setCount] = useState("10");
  const [problem, setProblem] = useState("");
  const download = useDownloadCaseLabels(siteId);
  const id = `labels-${tlc.replace(/[^A-Za-z0-9-]/g, "_")}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem("");
    download.mutate(
      // The lot's source key names it where the site holds its code from several sources (decision 155).
      { tlc, count: Number(count), tlcSource },
      {
        onSuccess: () => toast.success(t("labels.downloaded")),
        // A product without a GTIN or a bad count: the reason stays on the card, next to the button.
        onError: (error) =>
          showApiError(error, (fields) => setProblem(Object.values(fields).join(" ")), t("labels.failed")),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2 border-t pt-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{t("labels.count")}</Label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          className="w-24"
        />
      </div>
      <Button type="submit" variant="outline" disabled={download.isPending} className="min-h-11 sm:min-h-9">
        {download.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Printer aria-hidden />}
        {t("labels.print")}
      </Button>
      {problem ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The trace as layers: one column per level (the starting lot, then each transformation further), each
 * lot a card with its events in date order; an arrow between levels. Plain HTML, so it reflows on a phone.
 */
function TraceGraph({ trace }: { trace: TraceView }) {
  const { t } = useTranslation("traceability");
  const { siteId } = useSite();
  /** A lot this site packed, made or received: the one whose case labels it may print. */
  const heldHere = (tlc: string) =>
    eventsOf(tlc).some((event) => event.siteId === siteId && labelledCtes.has(event.type));
  const depths = [...new Set(trace.lots.map((lot) => lot.depth))].sort((a, b) => a - b);
  const eventsOf = (tlc: string) => trace.events.filter((e) => e.lot.tlc.toUpperCase() === tlc.toUpperCase());
  return (
    <section aria-label={t("trace.graphLabel")} className="flex flex-col gap-3 lg:flex-row" data-testid="trace-graph">
      {depths.map((depth, index) => (
        <div key={depth} className="flex flex-col gap-3 lg:flex-row lg:items-start">
          {index > 0 ? (
            <ArrowRight aria-hidden className="mx-auto size-5 rotate-90 text-muted-foreground lg:mt-8 lg:rotate-0" />
          ) : null}
          <div className="grid min-w-0 gap-3 lg:w-80">
            <h2 className="text-sm font-medium text-muted-foreground">
              {depth === 0 ? t("trace.start") : t("trace.level", { depth })}
            </h2>
            {trace.lots
              .filter((lot) => lot.depth === depth)
              .map((lot) => (
                <Card key={`${lot.tlc}-${lot.tlcSource ?? ""}`} className="gap-2 py-3">
                  <CardHeader className="px-4">
                    <CardTitle className="font-mono text-base break-all">{lot.tlc}</CardTitle>
                  </CardHeader>
                  <CardContent className="px-4">
                    <ol className="grid gap-2 text-sm">
                      {eventsOf(lot.tlc).map((event) => (
                        <li key={event.id} className="border-l-2 border-primary/40 pl-3">
                          <span className="font-medium">{t(`cte.${event.type}`)}</span> · {formatDate(event.date)} ·{" "}
                          {event.siteId}
                          <br />
                          {quantity(event.lot.quantity.value, event.lot.quantity.unit)}
                          {event.partner ? ` ${t("trace.shippedTo", { place: event.partner })}` : ""}
                          {event.inputs.length ? (
                            <span className="block text-muted-foreground">
                              {t("trace.inputs")}: {event.inputs.map((input) => input.tlc).join(", ")}
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ol>
                    {heldHere(lot.tlc) ? <PrintLabels siteId={siteId} tlc={lot.tlc} tlcSource={lot.tlcSource} /> : null}
                  </CardContent>
                </Card>
              ))}
          </div>
        </div>
      ))}
    </section>
  );
}

function TraceTable({ trace }: { trace: TraceView }) {
  const { t } = useTranslation("traceability");
  return (
    <Card>
      <CardContent className="px-4 sm:px-6">
        <Table data-testid="trace-table">
          <TableHeader>
            <TableRow>
              <TableHead>{t("trace.lot")}</TableHead>
              <TableHead>{t("trace.event")}</TableHead>
              <TableHead>{t("trace.date")}</TableHead>
              <TableHead>{t("trace.site")}</TableHead>
              <TableHead>{t("trace.quantity")}</TableHead>
              <TableHead>{t("trace.inputs")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {trace.events.map((event) => (
              <TableRow key={event.id}>
                <TableCell className="font-mono">{event.lot.tlc}</TableCell>
                <TableCell>
                  {t(`cte.${event.type}`)}
                  {event.partner ? ` ${t("trace.shippedTo", { place: event.partner })}` : ""}
                </TableCell>
                <TableCell>{formatDate(event.date)}</TableCell>
                <TableCell>{event.siteId}</TableCell>
                <TableCell>{quantity(event.lot.quantity.value, event.lot.quantity.unit)}</TableCell>
                <TableCell className="font-mono">{event.inputs.map((input) => input.tlc).join(", ") || "—"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function MassBalance({ trace }: { trace: TraceView }) {
  const { t } = useTranslation("traceability");
  const rows = trace.lots.flatMap((lot) => lot.massBalance);
  const tone = {
    balanced: "success",
    unaccounted: "destructive",
    over_accounted: "destructive",
    mixed_units: "secondary",
  } as const;
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>
          <h2>{t("trace.massBalance")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <Table data-testid="mass-balance">
          <TableHeader>
            <TableRow>
              <TableHead>{t("trace.lot")}</TableHead>
              <TableHead>{t("trace.site")}</TableHead>
              <TableHead>{t("trace.made")}</TableHead>
              <TableHead>{t("trace.received")}</TableHead>
              <TableHead>{t("trace.shipped")}</TableHead>
              <TableHead>{t("trace.used")}</TableHead>
              <TableHead>{t("trace.onHand")}</TableHead>
              <TableHead>{t("trace.destroyed")}</TableHead>
              <TableHead>{t("trace.difference")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((b) => (
              <TableRow key={`${b.siteId}-${b.tlc}`}>
                <TableCell className="font-mono">{b.tlc}</TableCell>
                <TableCell>{b.siteId}</TableCell>
                <TableCell>{formatNumber(b.made)}</TableCell>
                <TableCell>{formatNumber(b.received)}</TableCell>
                <TableCell>{formatNumber(b.shipped)}</TableCell>
                <TableCell>{formatNumber(b.used)}</TableCell>
                <TableCell>{formatNumber(b.onHand)}</TableCell>
                <TableCell>{formatNumber(b.destroyed)}</TableCell>
                <TableCell>
                  <span className="mr-2">
                    {formatNumber(b.difference)} {b.unit}
                  </span>
                  <Badge variant={tone[b.status]}>{t(`trace.status.${b.status}`)}</Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

// Completeness ----------------------------------------------------------------------------------

/** A missing KDE's path (`received.0.harvestDate`, `referenceDocument.number`) in words. */
export function useKdeName() {
  const { t, i18n } = useTranslation("traceability");
  return (path: string) => {
    const parts = path.split(".").filter((part) => !/^\d+$/.test(part));
    const joined = parts.length > 1 ? `${parts[0]}${parts[1]![0]!.toUpperCase()}${parts[1]!.slice(1)}` : parts[0]!;
    for (const key of [joined, parts.at(-1)!, parts[0]!])
      if (i18n.exists(`traceability:kde.${key}`)) return t(`kde.${key}` as "kde.tlc");
    return path;
  };
}

/** /app/traceability/completeness — the share of complete events by CTE, product or supplier, and what is missing. */
export function CompletenessPage() {
  const { t } = useTranslation("traceability");
  const { site, siteId } = useSite();
  const [by, setBy] = useState<"type" | "product" | "supplier">("type");
  const { data, error } = useCompleteness(siteId, by);
  const kdeName = useKdeName();
  const groups = data?.groups ?? [];
  const total = groups.reduce((n, g) => n + g.total, 0);
  const complete = groups.reduce((n, g) => n + g.complete, 0);
  return (
    <Screen>
      <PageHeader
        title={t("completeness.title")}
        description={t("completeness.description", { site: site?.name ?? t("thisSite") })}
      />
      <Toggle
        label={t("completeness.by")}
        value={by}
        onChange={setBy}
        options={[
          ["type", t("completeness.byType")],
          ["product", t("completeness.byProduct")],
          ["supplier", t("completeness.bySupplier")],
        ]}
      />
      {error ? <LoadError error={error} /> : null}
      {!data ? (
        <Skeleton className="h-40" />
      ) : groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("completeness.empty")}</p>
      ) : (
        <>
          <p className="text-sm" data-testid="completeness-overall">
            {t("completeness.overall")}: <strong>{formatPercent((complete / total) * 100)}</strong> ·{" "}
            {t("completeness.incomplete", { count: total - complete })}
          </p>
          <div className="grid gap-3" data-testid="completeness-groups">
            {groups.map((group) => (
              <Card key={`${group.type}-${group.key ?? ""}`} className="gap-3 py-4">
                <CardHeader className="px-4 sm:px-6">
                  <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                    <h2>
                      {t(`cte.${group.type}`)}
                      {by !== "type" ? ` · ${group.key ?? t("completeness.noKey")}` : ""}
                    </h2>
                    <Badge variant={group.share === 1 ? "success" : "destructive"}>
                      {formatPercent(group.share * 100)} {t("completeness.complete").toLowerCase()}
                    </Badge>
                  </CardTitle>
                </CardHeader>
                <CardContent className="grid gap-2 px-4 sm:px-6">
                  <Progress value={group.share * 100} aria-label={t("completeness.share")} />
                  <p className="text-sm text-muted-foreground">
                    {t("completeness.complete")}: {formatNumber(group.complete)} / {formatNumber(group.total)}{" "}
                    {t("completeness.events").toLowerCase()}
                  </p>
                  {group.incomplete.length === 0 ? (
                    <p className="text-sm">{t("completeness.allComplete")}</p>
                  ) : (
                    <ul className="grid gap-1 text-sm">
                      {group.incomplete.map((event) => (
                        <li key={event.id}>
                          <span className="font-medium">
                            {t("completeness.incompleteEvent", { id: event.id.slice(0, 8) })}:
                          </span>{" "}
                          {[...new Set(event.missing.map(kdeName))].join(", ")}{" "}
                          <Link
                            to={`/app/traceability/complete?event=${encodeURIComponent(event.id)}`}
                            className="font-medium underline"
                          >
                            {t("completeness.completeEvent", { id: event.id.slice(0, 8) })}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
            ))}
          </div>
        </>
      )}
    </Screen>
  );
}

// FDA spreadsheet -------------------------------------------------------------------------------

/** /app/traceability/fda-spreadsheet — FDA's sortable spreadsheet for dates, a product, a lot; the request log. */
export function FdaSpreadsheetPage() {
  const { t } = useTranslation("traceability");
  const { siteId, timeZone } = useSite();
  const today = siteToday(timeZone);
  const [query, setQuery] = useState({
    from: addCalendarDays(today, -30),
    to: today,
    product: "all",
    tlc: "",
    format: "csv",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const products = useTraceProducts(siteId);
  const log = useFdaRequests(siteId);
  const download = useDownloadFdaSpreadsheet(siteId);
  const set = (change: Partial<typeof query>) => setQuery((q) => ({ ...q, ...change }));
  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    download.mutate(
      { ...query, product: query.product === "all" ? "" : query.product, tlc: query.tlc.trim() },
      {
        onSuccess: () => toast.success(t("fda.downloaded")),
        onError: (error) => showApiError(error, setErrors, t("fda.notDownloaded")),
      },
    );
  }
  const productName = new Map((products.data ?? []).map((p) => [p.id, p.productName]));
  return (
    <Screen>
      <PageHeader title={t("fda.title")} description={t("fda.description")} />
      <Card>
        <CardContent className="px-4 sm:px-6">
          <form
            onSubmit={submit}
            noValidate
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            data-testid="fda-form"
          >
            <FieldShell id="fda-from" label={t("fda.from")} required errors={errorsAt(errors, "from")}>
              <Input id="fda-from" type="date" value={query.from} onChange={(e) => set({ from: e.target.value })} />
            </FieldShell>
            <FieldShell id="fda-to" label={t("fda.to")} required errors={errorsAt(errors, "to")}>
              <Input id="fda-to" type="date" value={query.to} onChange={(e) => set({ to: e.target.value })} />
            </FieldShell>
            <FieldShell id="fda-product" label={t("fda.product")} required={false} errors={errorsAt(errors, "product")}>
              <ChoiceSelect
                id="fda-product"
                value={query.product}
                onChange={(product) => set({ product })}
                options={[
                  ["all", t("fda.allProducts")],
                  ...(products.data ?? []).map((p) => [p.id, p.productName] as const),
                ]}
              />
            </FieldShell>
            <FieldShell id="fda-tlc" label={t("fda.tlc")} required={false} errors={errorsAt(errors, "tlc")}>
              <Input
                id="fda-tlc"
                value={query.tlc}
                onChange={(e) => set({ tlc: e.target.value })}
                className="font-mono"
              />
            </FieldShell>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t("fda.format")}</legend>
              <div className="flex gap-2">
                {spreadsheetFormats.map((format) => (
                  <Button
                    key={format}
                    type="button"
                    variant={query.format === format ? "default" : "outline"}
                    aria-pressed={query.format === format}
                    onClick={() => set({ format })}
                  >
                    {format.toUpperCase()}
                  </Button>
                ))}
              </div>
            </fieldset>
            <div className="flex items-end">
              <Button type="submit" disabled={download.isPending} className="w-full sm:w-auto">
                {download.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
                {download.isPending ? t("fda.downloading") : t("fda.download")}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>
            <h2>{t("fda.log")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {log.error ? <LoadError error={log.error} /> : null}
          {!log.data ? (
            <Skeleton className="h-24" />
          ) : log.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("fda.logEmpty")}</p>
          ) : (
            <Table data-testid="fda-log">
              <TableHeader>
                <TableRow>
                  <TableHead>{t("fda.requestedAt")}</TableHead>
                  <TableHead>{t("fda.requestedBy")}</TableHead>
                  <TableHead>{t("fda.range")}</TableHead>
                  <TableHead>{t("fda.filters")}</TableHead>
                  <TableHead>{t("fda.format")}</TableHead>
                  <TableHead>{t("fda.rows")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {log.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{formatDateTime(entry.requestedAt)}</TableCell>
                    <TableCell>{entry.requestedBy ?? t("fda.system")}</TableCell>
                    <TableCell>
                      {formatDate(entry.from)} – {formatDate(entry.to)}
                    </TableCell>
                    <TableCell>
                      {[entry.product ? (productName.get(entry.product) ?? entry.product) : null, entry.tlc]
                        .filter(Boolean)
                        .join(" · ") || "—"}
                    </TableCell>
                    <TableCell>{entry.format.toUpperCase()}</TableCell>
                    <TableCell>{formatNumber(entry.rowCount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Screen>
  );
}

/**
 * The traceability plan of 1.1315 (decision 148): its sections as they print, the point of contact, the
 * signed versions (each one's PDF kept and downloadable), and signing the plan as it is now.
 */
export function TracePlanPage() {
  const { t } = useTranslation("traceability");
  const { t: tl } = useTranslation("library");
  const { t: tc } = useTranslation("common");
  const { siteId } = useSite();
  const me = useMe();
  const canSign = useCan("trace.plan.sign");
  const canEdit = useCan("trace.plan.edit");
  const plan = useTracePlan(siteId);
  const sign = useSignTracePlan(siteId);
  const [signing, setSigning] = useState(false);
  const view = plan.data;
  return (
    <Screen>
      <PageHeader
        title={t("plan.title")}
        description={t("plan.description")}
        actions={
          view ? (
            <>
              {view.signBlocker ? null : (
                <Button variant="outline" asChild>
                  <a
                    href={tracePlanPdfUrl(siteId, view.signed ? view.version : undefined)}
                    download
                    data-testid="plan-pdf"
                  >
                    <Download aria-hidden /> {t("plan.download")}
                  </a>
                </Button>
              )}
              {canSign && !view.signed ? (
                <Button onClick={() => setSigning(true)}>
                  <ShieldCheck aria-hidden /> {t("plan.sign")}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {plan.isError ? <LoadError error={plan.error} /> : null}
      {!view ? (
        plan.isLoading ? (
          <Skeleton className="h-64 w-full" />
        ) : null
      ) : (
        <>
          <Card>
            <CardContent className="flex flex-wrap items-center gap-3 px-4 sm:px-6" data-testid="plan-state">
              {view.signed ? (
                <Badge variant="secondary" className="gap-1">
                  <CheckCircle2 className="size-4 text-emerald-700" aria-hidden />
                  {t("plan.signedState", { version: view.version })}
                </Badge>
              ) : (
                <Badge variant="outline" className="gap-1">
                  <FilePen className="size-4" aria-hidden />
                  {t("plan.draftState", { version: view.version })}
                </Badge>
              )}
              <span className="text-sm text-muted-foreground">
                {view.signed ? t("plan.signedHint") : t("plan.draftHint")}
              </span>
              {view.signBlocker ? (
                <Alert variant="destructive" className="basis-full">
                  <AlertDescription>{view.signBlocker}</AlertDescription>
                </Alert>
              ) : null}
            </CardContent>
          </Card>
          {canEdit ? <PlanContactCard siteId={siteId} /> : null}
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t("plan.asPrinted")}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5 px-4 sm:px-6" data-testid="plan-sections">
              {view.sections.map((section) => (
                <section key={section.key} aria-labelledby={`plan-${section.key}`} className="grid gap-2">
                  <h3 id={`plan-${section.key}`} className="font-semibold">
                    {section.heading}
                  </h3>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="text-sm">
                      {paragraph}
                    </p>
                  ))}
                  {section.groups.map((group, index) => (
                    <div key={group.title ?? index} className="grid gap-1">
                      {group.title ? <p className="text-sm font-medium break-words">{group.title}</p> : null}
                      <ul className="list-disc pl-6 text-sm">
                        {group.items.map((item) => (
                          <li key={item} className="break-words">
                            {item}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </section>
              ))}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t("plan.versions")}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="px-4 sm:px-6">
              {view.versions.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("plan.noVersions")}</p>
              ) : (
                <ul className="grid gap-3" data-testid="plan-versions">
                  {view.versions.map((version) => (
                    <li
                      key={version.version}
                      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
                    >
                      <div className="grid min-w-0 gap-1 text-sm">
                        <p className="flex flex-wrap items-center gap-2 font-medium">
                          {t("plan.version", { version: version.version })}
                          <Badge variant={version.supersededAt ? "outline" : "secondary"}>
                            {version.supersededAt ? t("plan.superseded") : t("plan.inEffect")}
                          </Badge>
                        </p>
                        <p>
                          {t("plan.signedBy", {
                            name: version.printedName,
                            role: version.role,
                            when: formatDateTime(version.signedAt, version.timezone),
                          })}
                        </p>
                        {version.supersededAt && version.keepUntil ? (
                          <p className="text-muted-foreground">
                            {t("plan.keptUntil", {
                              when: formatDateTime(version.supersededAt, version.timezone),
                              until: formatDate(version.keepUntil),
                            })}
                          </p>
                        ) : null}
                        <p className="font-mono text-xs break-all text-muted-foreground">{version.contentHash}</p>
                      </div>
                      <Button variant="outline" asChild>
                        <a href={tracePlanPdfUrl(siteId, version.version)} download>
                          <Download aria-hidden /> {t("plan.downloadVersion", { version: version.version })}
                        </a>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <ESignatureDialog
            open={signing}
            onOpenChange={setSigning}
            title={t("plan.sign")}
            description={t("plan.signDescription")}
            meaning={TRACE_PLAN_SIGNATURE_MEANING}
            blocker={view.signBlocker}
            submit={t("plan.signVersion", { version: view.version })}
            rows={[
              [
                tl("signOff.printedName"),
                tl("signOff.nameAndRole", {
                  name: me.data?.user.name ?? "",
                  role: me.data ? tc(`roles.${me.data.role}`) : "",
                }),
                false,
              ],
              [
                tl("signOff.dateTime"),
                tl("signOff.dateTimeValue", { date: formatSignedAt(new Date(), view.site.timezone) }),
                false,
              ],
              [t("plan.signWhat"), t("plan.signWhatValue", { site: view.site.name, version: view.version }), false],
              [tl("signOff.hash"), view.contentHash, true],
            ]}
            sign={async (input) => {
              const signed = await sign.mutateAsync({ ...input, contentHash: view.contentHash });
              return {
                title: t("plan.signed", { version: signed.version }),
                description: tl("signOff.doneDescription", {
                  name: signed.printedName,
                  date: formatSignedAt(signed.signedAt, signed.timezone),
                }),
              };
            }}
          />
        </>
      )}
    </Screen>
  );
}

/** The plan's point of contact (1.1315(a)(4)): QA managers and admins set it; a change makes a new draft. */
function PlanContactCard({ siteId }: { siteId: string }) {
  const { t } = useTranslation("traceability");
  const current = useTracePlanContact(siteId);
  const save = useSavePlanContact(siteId);
  const [draft, setDraft] = useState<PointOfContact | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stored = current.data?.contact;
  const value = draft ?? { name: stored?.name ?? "", phone: stored?.phone ?? "", email: stored?.email ?? "" };
  const set = (change: Partial<PointOfContact>) => setDraft({ ...value, ...change });
  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    save.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        toast.success(t("plan.contactSaved"));
      },
      onError: (error) => showApiError(error, setErrors, t("plan.contactNotSaved")),
    });
  }
  const fields = [
    ["name", "text", "name"],
    ["phone", "tel", "tel"],
    ["email", "email", "email"],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("plan.contact")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {current.isError ? <LoadError error={current.error} /> : null}
        {/* The form only once the stored contact is read, so typing never starts from empty fields. */}
        {!current.data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3" data-testid="plan-contact">
            {fields.map(([key, type, autoComplete]) => (
              <FieldShell
                key={key}
                id={`plan-contact-${key}`}
                label={t(`plan.${key}`)}
                required
                errors={errorsAt(errors, key)}
              >
                <Input
                  id={`plan-contact-${key}`}
                  type={type}
                  autoComplete={autoComplete}
                  value={value[key]}
                  aria-invalid={errorsAt(errors, key).length > 0}
                  onChange={(e) => set({ [key]: e.target.value })}
                />
              </FieldShell>
            ))}
            <div className="sm:col-span-3">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
                {t("plan.saveContact")}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
