import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CheckCircle2, Download, Flag, Phone, Play, Timer, TriangleAlert } from "lucide-react";
import {
  RECALL_DRILL_TARGET_MINUTES,
  recallDrillSteps,
  type RecallDrillStep,
  type RecallDrillView,
} from "@domain/traceability/recall-drill";
import { FieldError } from "@/components/field-error";
import { Gs1ScanField } from "@/components/gs1-scan-field";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import { formatNumber } from "@/lib/format-number";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import {
  recallDrillReportUrl,
  useRecallDrill,
  useRecallDrillAction,
  useRecallDrills,
  useStartRecallDrill,
  useTraceProducts,
} from "./api/recall-drills";
import { LotPicker } from "@/components/lot-picker";

/** "3:05:09": hours, minutes and seconds of a running clock. */
const clock = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(total / 3600)}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
};

/**
 * /app/records/recall-drills — mock recall drills (decision 137): start one from a lot code (or a
 * product and dates), watch the clock against the 4-hour target, record each step, close it and
 * download its report. `?drill=<id>` opens one drill.
 */
export function RecallDrillsPage() {
  const { t } = useTranslation("recall-drills");
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const [params, setParams] = useSearchParams();
  const selected = params.get("drill");
  const open = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set("drill", id);
      else next.delete("drill");
      return next;
    });
  return (
    <div className="touch-targets grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title={t("title")}
        description={t("description", { hours: RECALL_DRILL_TARGET_MINUTES / 60 })}
        actions={
          selected ? (
            <Button variant="outline" onClick={() => open(null)} className="min-h-11 sm:min-h-9">
              {t("back")}
            </Button>
          ) : null
        }
      />
      {selected ? (
        <DrillDetail key={selected} siteId={siteId} id={selected} />
      ) : (
        <>
          <StartDrill siteId={siteId} onStarted={open} />
          <DrillList siteId={siteId} onOpen={open} />
        </>
      )}
    </div>
  );
}

function StartDrill({ siteId, onStarted }: { siteId: string; onStarted: (id: string) => void }) {
  const { t } = useTranslation("recall-drills");
  const canStart = useCan("holds.place");
  const start = useStartRecallDrill(siteId);
  const products = useTraceProducts(siteId);
  const [tlc, setTlc] = useState("");
  const [productId, setProductId] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const id = useId();
  if (!canStart) return null;
  const fields = start.error instanceof ApiError ? (start.error.fields ?? {}) : {};
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    start.mutate(
      tlc.trim()
        ? { tlc: tlc.trim() }
        : { ...(productId ? { productId } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) },
      { onSuccess: (drill) => onStarted(drill.id) },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("start.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-tlc`}>{t("start.tlc")}</Label>
            <Gs1ScanField
              id={`${id}-tlc`}
              value={tlc}
              onChange={setTlc}
              aria-invalid={!!fields.tlc}
              describedBy={fields.tlc ? `${id}-tlc-error` : `${id}-tlc-hint`}
            />
            <p id={`${id}-tlc-hint`} className="text-sm text-muted-foreground">
              {t("start.tlcHint")}
            </p>
            <FieldError id={`${id}-tlc-error`} message={fields.tlc} />
            {/* A drill takes every lot of its code (decision 155): the site's lots of it, with their sources. */}
            <LotPicker siteId={siteId} code={tlc} legend={t("start.lots")} />
          </div>
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-medium">{t("start.orProduct")}</legend>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-product`}>{t("start.product")}</Label>
              <select
                id={`${id}-product`}
                value={productId}
                onChange={(e) => setProductId(e.target.value)}
                aria-invalid={!!fields.productId}
                className="h-11 rounded-md border border-input bg-background px-3 text-sm sm:h-9"
              >
                <option value="">{t("start.anyProduct")}</option>
                {products.data?.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.productName}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-productId-error`} message={fields.productId} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-from`}>{t("start.from")}</Label>
              <Input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
              <FieldError id={`${id}-from-error`} message={fields.from} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-to`}>{t("start.to")}</Label>
              <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
              <FieldError id={`${id}-to-error`} message={fields.to} />
            </div>
          </fieldset>
          {start.error && !Object.keys(fields).length ? (
            <Alert variant="destructive">
              <AlertDescription>{apiErrorMessage(start.error)}</AlertDescription>
            </Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={start.isPending} className="min-h-11 sm:min-h-9">
              <Play aria-hidden /> {t("start.submit")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function DrillList({ siteId, onOpen }: { siteId: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation("recall-drills");
  const { data, error } = useRecallDrills(siteId);
  if (error)
    return (
      <Alert variant="destructive">
        <AlertDescription>{apiErrorMessage(error)}</AlertDescription>
      </Alert>
    );
  if (!data) return <Skeleton className="h-32" />;
  return (
    <section aria-labelledby="drill-list" className="grid gap-3">
      <h2 id="drill-list" className="text-lg font-semibold">
        {t("list.title")}
      </h2>
      {data.length === 0 ? <p className="text-sm text-muted-foreground">{t("list.empty")}</p> : null}
      <ul className="grid gap-2">
        {data.map((drill) => (
          <li key={drill.id}>
            <button
              type="button"
              onClick={() => onOpen(drill.id)}
              className="flex w-full min-w-0 flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-left hover:bg-muted focus-visible:outline-2"
            >
              <span className="min-w-0 break-words font-medium">{drill.startLots.join(", ")}</span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {formatDateTime(drill.startedAt)} · {drill.startedByName}
                <StatusBadge status={drill.status} withinTarget={drill.elapsed.withinTarget} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatusBadge({ status, withinTarget }: { status: "open" | "closed"; withinTarget: boolean }) {
  const { t } = useTranslation("recall-drills");
  if (status === "open")
    return (
      <Badge variant="outline">
        <Timer aria-hidden className="size-3" /> {t("status.open")}
      </Badge>
    );
  return withinTarget ? (
    <Badge variant="outline" className="border-emerald-700 text-emerald-800 dark:text-emerald-300">
      <CheckCircle2 aria-hidden className="size-3" /> {t("status.within")}
    </Badge>
  ) : (
    <Badge variant="outline" className="border-destructive text-destructive">
      <TriangleAlert aria-hidden className="size-3" /> {t("status.over")}
    </Badge>
  );
}

/** Ticks every second while the drill is open. */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

function DrillDetail({ siteId, id }: { siteId: string; id: string }) {
  const { t } = useTranslation("recall-drills");
  const { data: drill, error } = useRecallDrill(siteId, id);
  const now = useNow(drill?.status === "open");
  if (error)
    return (
      <Alert variant="destructive">
        <AlertDescription>{apiErrorMessage(error)}</AlertDescription>
      </Alert>
    );
  if (!drill) return <Skeleton className="h-64" />;
  const end = drill.closedAt ? new Date(drill.closedAt).getTime() : now;
  const elapsedMs = end - new Date(drill.startedAt).getTime();
  const over = elapsedMs > RECALL_DRILL_TARGET_MINUTES * 60_000;
  return (
    <div className="grid min-w-0 gap-6">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{t("detail.lots")}</p>
            <p className="break-words text-lg font-semibold">{drill.startLots.join(", ")}</p>
            <p className="text-sm text-muted-foreground">
              {t("detail.started", { when: formatDateTime(drill.startedAt), name: drill.startedByName })}
            </p>
          </div>
          <div className="text-right" role="timer" aria-live="off" aria-label={t("detail.clock")}>
            <p className="text-sm text-muted-foreground">{t("detail.clock")}</p>
            <p
              className={`font-mono text-3xl font-semibold ${over ? "text-destructive" : ""}`}
              data-testid="drill-clock"
            >
              {clock(elapsedMs)}
            </p>
            <p className="text-sm">
              {over ? t("detail.overTarget") : t("detail.withinTarget")} ·{" "}
              {t("detail.target", { hours: RECALL_DRILL_TARGET_MINUTES / 60 })}
            </p>
          </div>
        </CardContent>
      </Card>
      <Steps drill={drill} siteId={siteId} />
      <Customers drill={drill} />
      <Holds drill={drill} />
      <Lots drill={drill} />
      <Balance drill={drill} />
      <Close drill={drill} siteId={siteId} />
    </div>
  );
}

function Steps({ drill, siteId }: { drill: RecallDrillView; siteId: string }) {
  const { t } = useTranslation("recall-drills");
  const canAct = useCan("holds.place");
  const { step } = useRecallDrillAction(siteId, drill.id);
  const [notes, setNotes] = useState<Partial<Record<RecallDrillStep, string>>>({});
  const id = useId();
  const last = (name: RecallDrillStep) => drill.steps.findLast((s) => s.step === name);
  return (
    <section aria-labelledby={`${id}-steps`} className="grid gap-3">
      <h2 id={`${id}-steps`} className="text-lg font-semibold">
        {t("steps.title")}
      </h2>
      {step.error ? (
        <Alert variant="destructive">
          <AlertDescription>{apiErrorMessage(step.error)}</AlertDescription>
        </Alert>
      ) : null}
      <ol className="grid gap-3 md:grid-cols-2">
        {recallDrillSteps.map((name, index) => {
          const done = last(name);
          return (
            <li
              key={name}
              className="grid gap-2 rounded-md border p-3"
              data-testid="drill-step"
              data-step={name}
              data-done={done ? "true" : "false"}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {index + 1}. {t(`steps.${name}.title`)}
                </span>
                {done ? (
                  <Badge variant="outline" className="border-emerald-700 text-emerald-800 dark:text-emerald-300">
                    <CheckCircle2 aria-hidden className="size-3" />{" "}
                    {t("steps.done", { when: formatDateTime(done.at), name: done.byName })}
                  </Badge>
                ) : (
                  <Badge variant="outline">{t("steps.pending")}</Badge>
                )}
              </div>
              <p className="text-sm text-muted-foreground">{t(`steps.${name}.hint`)}</p>
              {done?.note ? <p className="text-sm">{done.note}</p> : null}
              {canAct && drill.status === "open" ? (
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-${name}-note`}>{t("steps.note")}</Label>
                  <Input
                    id={`${id}-${name}-note`}
                    value={notes[name] ?? ""}
                    onChange={(e) => setNotes((n) => ({ ...n, [name]: e.target.value }))}
                  />
                  <Button
                    type="button"
                    variant={done ? "outline" : "default"}
                    disabled={step.isPending}
                    className="min-h-11 justify-self-start sm:min-h-9"
                    onClick={() =>
                      step.mutate(
                        { step: name, note: notes[name] ?? "" },
                        { onSuccess: () => setNotes((n) => ({ ...n, [name]: "" })) },
                      )
                    }
                  >
                    {t(`steps.${name}.action`)}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Customers({ drill }: { drill: RecallDrillView }) {
  const { t } = useTranslation("recall-drills");
  const customers = drill.findings.customers;
  return (
    <section aria-labelledby="drill-customers" className="grid gap-3">
      <h2 id="drill-customers" className="text-lg font-semibold">
        {t("customers.title", { count: customers.length })}
      </h2>
      {customers.length === 0 ? <p className="text-sm text-muted-foreground">{t("customers.none")}</p> : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {customers.map((customer) => (
          <li key={customer.key} className="grid gap-1 rounded-md border p-3">
            <span className="font-medium">{customer.partnerName ?? customer.businessName}</span>
            {customer.partnerName && customer.partnerName !== customer.businessName ? (
              <span className="text-sm">{customer.businessName}</span>
            ) : null}
            <a
              href={`tel:${customer.phone.replace(/[^+\d]/g, "")}`}
              className="inline-flex items-center gap-1 text-sm underline"
            >
              <Phone aria-hidden className="size-4" /> {customer.phone}
            </a>
            <span className="text-sm text-muted-foreground">{customer.address}</span>
            <ul className="text-sm" aria-label={t("customers.shipped")}>
              {customer.totals.map((total) => (
                <li key={`${total.tlc}-${total.unit}`}>
                  {t("customers.total", { tlc: total.tlc, quantity: formatNumber(total.value), unit: total.unit })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Holds({ drill }: { drill: RecallDrillView }) {
  const { t } = useTranslation("recall-drills");
  const { holds, onHand } = drill.findings;
  return (
    <section aria-labelledby="drill-holds" className="grid gap-3">
      <h2 id="drill-holds" className="text-lg font-semibold">
        {t("holds.title")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {onHand.length
          ? t("holds.onHand", {
              lots: onHand.map((lot) => `${lot.tlc} (${formatNumber(lot.value)} ${lot.unit})`).join(", "),
            })
          : t("holds.noneOnHand")}
      </p>
      {holds.length ? (
        <ul className="grid gap-2">
          {holds.map((hold) => (
            <li key={hold.id} className="flex flex-wrap items-center gap-2 rounded-md border p-3 text-sm">
              <Flag aria-hidden className="size-4" />
              <a href={`/app/records/holds?hold=${hold.id}`} className="font-medium underline">
                {hold.lotCode}
              </a>
              <span>
                {formatNumber(hold.quantity)} {hold.unit}
              </span>
              <span className="text-muted-foreground">{formatDateTime(hold.holdAt)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Lots({ drill }: { drill: RecallDrillView }) {
  const { t } = useTranslation("recall-drills");
  return (
    <section aria-labelledby="drill-lots" className="grid min-w-0 gap-3">
      <h2 id="drill-lots" className="text-lg font-semibold">
        {t("lots.title")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {drill.findings.lots.map((lot) => (
          <li key={`${lot.direction}-${lot.tlc}`}>
            <Badge variant="outline">
              {lot.tlc} · {t(`lots.${lot.direction}`)} · {t("lots.depth", { depth: lot.depth })}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Balance({ drill }: { drill: RecallDrillView }) {
  const { t } = useTranslation("recall-drills");
  return (
    <section aria-labelledby="drill-balance" className="grid min-w-0 gap-3">
      <h2 id="drill-balance" className="text-lg font-semibold">
        {t("balance.title")}
      </h2>
      <div className="min-w-0 overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("balance.site")}</TableHead>
              <TableHead>{t("balance.lot")}</TableHead>
              <TableHead className="text-right">{t("balance.in")}</TableHead>
              <TableHead className="text-right">{t("balance.out")}</TableHead>
              <TableHead className="text-right">{t("balance.difference")}</TableHead>
              <TableHead>{t("balance.status")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {drill.findings.massBalance.map((b) => (
              <TableRow key={`${b.siteId}-${b.tlc}`}>
                <TableCell>{b.siteId}</TableCell>
                <TableCell>{b.tlc}</TableCell>
                <TableCell className="text-right">
                  {formatNumber(b.made + b.received)} {b.unit}
                </TableCell>
                <TableCell className="text-right">
                  {formatNumber(b.shipped + b.used + b.onHand + b.destroyed)} {b.unit}
                </TableCell>
                <TableCell className="text-right">{formatNumber(b.difference)}</TableCell>
                <TableCell>{t(`balance.${b.status}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

function Close({ drill, siteId }: { drill: RecallDrillView; siteId: string }) {
  const { t } = useTranslation("recall-drills");
  const canAct = useCan("holds.place");
  const { close } = useRecallDrillAction(siteId, drill.id);
  const [conclusion, setConclusion] = useState("");
  const id = useId();
  if (drill.status === "closed")
    return (
      <Card>
        <CardContent className="grid gap-3 pt-6">
          <p className="font-medium">
            {t(drill.elapsed.withinTarget ? "close.closedWithin" : "close.closedOver", {
              when: formatDateTime(drill.closedAt!),
              name: drill.closedByName,
              minutes: drill.elapsed.minutes,
            })}
          </p>
          {drill.conclusion ? <p className="text-sm">{drill.conclusion}</p> : null}
          <Button asChild className="min-h-11 justify-self-start sm:min-h-9">
            <a href={recallDrillReportUrl(siteId, drill.id)} download>
              <Download aria-hidden /> {t("close.download")}
            </a>
          </Button>
        </CardContent>
      </Card>
    );
  if (!canAct) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("close.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            close.mutate(conclusion);
          }}
        >
          <Label htmlFor={`${id}-conclusion`}>{t("close.conclusion")}</Label>
          <Textarea id={`${id}-conclusion`} value={conclusion} onChange={(e) => setConclusion(e.target.value)} />
          {close.error ? (
            <Alert variant="destructive">
              <AlertDescription>{apiErrorMessage(close.error)}</AlertDescription>
            </Alert>
          ) : null}
          <Button type="submit" disabled={close.isPending} className="min-h-11 justify-self-start sm:min-h-9">
            {t("close.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
