import { type FormEvent, type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Loader2, Plus, Trash2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { siteToday } from "@domain/dates";
import type { SiteLotView } from "@domain/schemas/traceability";
import { parseGs1ElementString } from "@domain/traceability/gs1";
import { type CteType, type KdeField, kdeFields, referenceDocumentTypes } from "@domain/traceability/kde";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { showApiError } from "@/lib/api-errors";
import {
  type TraceLocationView,
  type TraceProductView,
  useCaptureTraceEvent,
  useTraceEvents,
} from "@/features/traceability/api/traceability";
import { ChoiceSelect, errorsAt, FieldShell } from "@/features/traceability/components/fields";
import { LotPicker } from "@/components/lot-picker";

/** How a KDE is entered, by its name (the last part of its path in `kdeFields`). */
type Widget =
  | "location"
  | "product"
  | "quantity"
  | "reference"
  | "date"
  | "dateRange"
  | "textList"
  | "harvester"
  | "tlc"
  | "tlcSource"
  | "text";

const locationKdes = new Set([
  "subsequentRecipient",
  "farm",
  "coolingLocation",
  "packingLocation",
  "receivingLocation",
  "shipTo",
  "shipFrom",
  "previousSource",
  "transformationLocation",
]);
const dateKdes = new Set([
  "harvestDate",
  "coolingDate",
  "receivedDate",
  "packingDate",
  "receiveDate",
  "shipDate",
  "completedDate",
]);

function widgetOf(name: string): Widget {
  if (locationKdes.has(name)) return "location";
  if (dateKdes.has(name)) return "date";
  const special: Record<string, Widget> = {
    product: "product",
    quantity: "quantity",
    referenceDocument: "reference",
    harvestDates: "dateRange",
    harvestLocations: "textList",
    harvester: "harvester",
    tlc: "tlc",
    tlcSource: "tlcSource",
  };
  return special[name] ?? "text";
}

type Values = Record<string, string>;

/** Input kinds (attributes, not text). */
const numberInput = { type: "number", inputMode: "decimal", min: 0, step: "any" } as const;
const dateInput = { type: "date" } as const;
const telInput = { type: "tel" } as const;

/** A list KDE (`received`, `inputs`): each element is entered with the KDEs under `received[].`. */
const listFields = (type: CteType, list: string): KdeField[] =>
  kdeFields[type]
    .filter((field) => field.path.startsWith(`${list}[].`))
    .map((field) => ({ ...field, path: field.path.slice(list.length + 3) }));
const isList = (type: CteType, path: string) => kdeFields[type].some((f) => f.path.startsWith(`${path}[].`));
const topFields = (type: CteType) => kdeFields[type].filter((field) => !field.path.includes("[]."));
/**
 * Not a KDE: a transformation input may name its lot's TLC source, which the server needs only when the site
 * holds that code from several sources (decision 155; its 400 names `inputs.N.tlcSource`).
 */
const inputSourceField: KdeField = { path: "tlcSource", required: false, section: "" };
const extraListFields = (list: string): KdeField[] => (list === "inputs" ? [inputSourceField] : []);

/** One KDE's value from the form, or undefined when nothing was entered (the server names what is missing). */
function kdeValue(name: string, key: string, v: Values): unknown {
  const text = (k: string) => (v[k] ?? "").trim();
  const some = (...keys: string[]) => keys.some((k) => text(k) !== "");
  switch (widgetOf(name)) {
    case "location":
      return text(key) ? { locationId: text(key) } : undefined;
    case "product":
      return text(key) ? { productId: text(key) } : undefined;
    case "quantity":
      if (!some(`${key}.value`, `${key}.unit`)) return undefined;
      return {
        ...(text(`${key}.value`) ? { value: Number(text(`${key}.value`)) } : {}),
        unit: text(`${key}.unit`),
      };
    case "reference":
      if (!some(`${key}.type`, `${key}.number`)) return undefined;
      return { ...(text(`${key}.type`) ? { type: text(`${key}.type`) } : {}), number: text(`${key}.number`) };
    case "dateRange":
      if (!some(`${key}.from`, `${key}.to`)) return undefined;
      return { from: text(`${key}.from`), to: text(`${key}.to`) };
    case "textList":
      return text(key)
        ? text(key)
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)
        : undefined;
    case "harvester":
      if (!some(`${key}.businessName`, `${key}.phone`)) return undefined;
      return { businessName: text(`${key}.businessName`), phone: text(`${key}.phone`) };
    case "tlcSource":
      // A lot picked from the code's lots: the TLC source that names it, as the server listed it.
      if (text(`${key}.picked`)) return JSON.parse(text(`${key}.picked`)) as unknown;
      if (!some(`${key}.location`, `${key}.reference`)) return {};
      return {
        ...(text(`${key}.location`) ? { location: { locationId: text(`${key}.location`) } } : {}),
        reference: text(`${key}.reference`),
      };
    default:
      return text(key) || undefined;
  }
}

/** The request body of `POST /api/sites/:siteId/trace-events` from the form's values. */
export function buildTraceEvent(type: CteType, v: Values, counts: Record<string, number>) {
  const body: Record<string, unknown> = { type };
  for (const field of topFields(type)) {
    if (isList(type, field.path)) {
      body[field.path] = Array.from({ length: counts[field.path] ?? 1 }, (_, i) => {
        const item: Record<string, unknown> = {};
        for (const inner of listFields(type, field.path)) {
          const value = kdeValue(inner.path, `${field.path}.${i}.${inner.path}`, v);
          if (value !== undefined) item[inner.path] = value;
        }
        for (const extra of extraListFields(field.path)) {
          const value = kdeValue(extra.path, `${field.path}.${i}.${extra.path}`, v);
          // Optional here: nothing entered sends nothing, where a required TLC source sends {} for the 400.
          if (value !== undefined && Object.keys(value as object).length > 0) item[extra.path] = value;
        }
        return item;
      });
      continue;
    }
    const value = kdeValue(field.path, field.path, v);
    if (value !== undefined) body[field.path] = value;
  }
  return body;
}

/** Today's date in every date KDE of the form, as a starting point. */
function defaults(type: CteType, today: string): Values {
  const values: Values = {};
  for (const field of kdeFields[type]) {
    const [list, inner] = field.path.split("[].") as [string, string | undefined];
    const name = inner ?? list;
    const key = inner ? `${list}.0.${inner}` : list;
    if (widgetOf(name) === "date" && field.required) values[key] = today;
  }
  return values;
}

/**
 * The capture form of one CTE, generated from its KDEs (`kdeFields`, decision 130): each KDE entered by
 * the widget its kind needs, required ones marked, the server's 400 shown next to its field. A lot code
 * field takes a scanner's input: a GS1-128 string gives its lot (10), and the scanner's Enter moves on.
 */
export function CteForm({
  type,
  siteId,
  timeZone,
  products,
  locations,
}: {
  type: CteType;
  siteId: string;
  timeZone: string;
  products: TraceProductView[];
  locations: TraceLocationView[];
}) {
  const { t } = useTranslation("traceability");
  const today = siteToday(timeZone);
  const [values, setValues] = useState<Values>(() => defaults(type, today));
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [lastTlc, setLastTlc] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const capture = useCaptureTraceEvent(siteId);
  const knownLots = useTraceEvents(siteId, {}).data?.items.flatMap((e) => (e.tlc ? [e.tlc] : [])) ?? [];
  /**
   * A value changed. A lot picked from its code's lots stays picked until its code or its TLC source is
   * changed by hand.
   */
  const set = (key: string, value: string) =>
    setValues((v) => {
      const source = /(^|\.)tlc$/.test(key)
        ? `${key}Source`
        : /(^|\.)tlcSource\.(location|reference)$/.test(key)
          ? key.replace(/\.(location|reference)$/, "")
          : null;
      if (!source || !v[`${source}.picked`]) return { ...v, [key]: value };
      return { ...v, [key]: value, [`${source}.picked`]: "", [`${source}.pickedKey`]: "" };
    });
  /** Picking one of the site's lots of a code fills its TLC source (decision 155). */
  const pick = (key: string, lot: SiteLotView) =>
    setValues((v) => ({
      ...v,
      [`${key}.location`]:
        lot.select.location && "locationId" in lot.select.location ? String(lot.select.location.locationId) : "",
      [`${key}.reference`]: lot.select.reference ?? "",
      [`${key}.picked`]: JSON.stringify(lot.select),
      [`${key}.pickedKey`]: lot.sourceKey,
    }));

  const locationOptions = locations.map((l) => [l.id, `${l.location.businessName} — ${l.location.city}`] as const);
  const productOptions = products.map(
    (p) => [p.id, [p.productName, p.packagingSize, p.packagingStyle].join(", ")] as const,
  );
  const growingAreas = [...new Set(locations.flatMap((l) => l.growingAreas.map((a) => a.name)))];
  const idOf = (key: string) => `kde-${type}-${key.replaceAll(".", "-")}`;

  function moveOn(event: KeyboardEvent<HTMLInputElement>, key: string) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const scanned = event.currentTarget.value.trim();
    const parsed = /^(\]C1|\(01\)|01\d{14})/.test(scanned) ? parseGs1ElementString(scanned, today) : null;
    if (parsed?.ok && parsed.label.lot) set(key, parsed.label.lot);
    const focusable = [
      ...(formRef.current?.querySelectorAll<HTMLElement>("input, button, [role=combobox], textarea") ?? []),
    ].filter((el) => !el.hasAttribute("disabled"));
    focusable[focusable.indexOf(event.currentTarget) + 1]?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setGeneral(null);
    capture.mutate(buildTraceEvent(type, values, counts), {
      onSuccess: (result) => {
        setLastTlc(result.tlc ?? null);
        toast.success(result.tlc ? t("capture.savedWithTlc", { tlc: result.tlc }) : t("capture.saved"));
        setValues(defaults(type, today));
        setCounts({});
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

  function renderField(field: KdeField, key: string, name: string) {
    const id = idOf(key);
    const label = field.assigned ? t("kde.newTlc") : t(`kde.${name}` as "kde.tlc");
    const required = field.required && !field.assigned;
    const fieldErrors = errorsAt(errors, key);
    const invalid = fieldErrors.length > 0;
    const input = (k: string, props: Partial<React.ComponentProps<typeof Input>> = {}) => (
      <Input
        id={k === key ? id : idOf(k)}
        value={values[k] ?? ""}
        onChange={(e) => set(k, e.target.value)}
        aria-invalid={invalid}
        aria-required={required}
        {...props}
      />
    );
    const shell = (children: React.ReactNode, hint?: string, wide = false, after: React.ReactNode = null) => (
      <FieldShell
        key={key}
        id={id}
        label={label}
        required={required}
        hint={hint}
        errors={fieldErrors}
        className={`grid min-w-0 gap-2${wide ? " sm:col-span-2" : ""}`}
      >
        {children}
        {after}
      </FieldShell>
    );
    switch (widgetOf(name)) {
      case "location":
        return shell(
          <ChoiceSelect
            id={id}
            value={values[key] ?? ""}
            onChange={(v) => set(key, v)}
            options={locationOptions}
            invalid={invalid}
            required={required}
          />,
        );
      case "product":
        return shell(
          <ChoiceSelect
            id={id}
            value={values[key] ?? ""}
            onChange={(v) => set(key, v)}
            options={productOptions}
            invalid={invalid}
            required={required}
          />,
        );
      case "date":
        return shell(input(key, dateInput));
      case "quantity":
        return shell(
          <div className="grid grid-cols-2 gap-2">
            {input(`${key}.value`, {
              id,
              ...numberInput,
              "aria-label": t("kde.quantityValue"),
            })}
            {input(`${key}.unit`, { "aria-label": t("kde.quantityUnit"), placeholder: t("kde.quantityUnit") })}
          </div>,
        );
      case "reference":
        return shell(
          <div className="grid gap-2 sm:grid-cols-2">
            <ChoiceSelect
              id={id}
              label={t("kde.referenceDocumentType")}
              value={values[`${key}.type`] ?? ""}
              onChange={(v) => set(`${key}.type`, v)}
              options={referenceDocumentTypes.map((d) => [d, t(`referenceDocument.${d}`)] as const)}
              invalid={invalid}
              required={required}
            />
            {input(`${key}.number`, {
              "aria-label": t("kde.referenceDocumentNumber"),
              placeholder: t("kde.referenceDocumentNumber"),
            })}
          </div>,
          undefined,
          true,
        );
      case "dateRange":
        return shell(
          <div className="grid grid-cols-2 gap-2">
            {input(`${key}.from`, { ...dateInput, "aria-label": t("kde.harvestDatesFrom"), id })}
            {input(`${key}.to`, { ...dateInput, "aria-label": t("kde.harvestDatesTo") })}
          </div>,
        );
      case "harvester":
        return shell(
          <div className="grid gap-2 sm:grid-cols-2">
            {input(`${key}.businessName`, {
              id,
              "aria-label": t("kde.harvesterBusinessName"),
              placeholder: t("kde.harvesterBusinessName"),
            })}
            {input(`${key}.phone`, {
              ...telInput,
              "aria-label": t("kde.harvesterPhone"),
              placeholder: t("kde.harvesterPhone"),
            })}
          </div>,
          undefined,
          true,
        );
      case "tlcSource":
        return shell(
          <div className="grid gap-2 sm:grid-cols-2">
            <ChoiceSelect
              id={id}
              label={t("kde.tlcSourceLocation")}
              value={values[`${key}.location`] ?? ""}
              onChange={(v) => set(`${key}.location`, v)}
              options={locationOptions}
              invalid={invalid}
              required={required}
            />
            {input(`${key}.reference`, {
              "aria-label": t("kde.tlcSourceReferenceText"),
              placeholder: t("kde.tlcSourceReferenceText"),
            })}
          </div>,
          field === inputSourceField ? t("kde.inputTlcSourceHint") : undefined,
          true,
          // A shipping or a transformation input names a lot the site holds: its code's lots to pick from.
          field === inputSourceField || type === "shipping" ? (
            <LotPicker
              siteId={siteId}
              code={values[key.replace(/Source$/, "")] ?? ""}
              selected={(lot) => values[`${key}.pickedKey`] === lot.sourceKey}
              onPick={(lot) => pick(key, lot)}
            />
          ) : null,
        );
      case "tlc":
        return shell(
          input(key, {
            list: field.assigned ? undefined : `lots-${type}`,
            autoComplete: "off",
            autoCapitalize: "characters",
            spellCheck: false,
            enterKeyHint: "next",
            "aria-describedby": `${id}-hint`,
            onKeyDown: (e) => moveOn(e, key),
            className: "font-mono",
          }),
          field.assigned ? t("kde.newTlcHint") : t("kde.tlcHint"),
        );
      case "textList":
        return shell(input(key, { "aria-describedby": `${id}-hint` }), t("kde.harvestLocationsHint"));
      default:
        return shell(input(key, name === "growingArea" ? { list: `areas-${type}` } : {}));
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" data-testid={`cte-form-${type}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        {topFields(type).map((field) => {
          if (!isList(type, field.path)) return renderField(field, field.path, field.path);
          const count = counts[field.path] ?? 1;
          return (
            <fieldset key={field.path} className="grid min-w-0 gap-3 rounded-md border p-3 sm:col-span-2">
              <legend className="px-1 text-sm font-medium">
                {t(`kde.${field.path}` as "kde.received")}{" "}
                <span className="text-destructive" aria-hidden>
                  *
                </span>
              </legend>
              {errors[field.path] ? <p className="text-sm text-destructive">{errors[field.path]}</p> : null}
              {Array.from({ length: count }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: list elements are positions in the event
                <div key={i} className="grid gap-4 sm:grid-cols-2">
                  {count > 1 ? (
                    <p className="text-sm font-medium sm:col-span-2">{t("capture.item", { number: i + 1 })}</p>
                  ) : null}
                  {[...listFields(type, field.path), ...extraListFields(field.path)].map((inner) =>
                    renderField(inner, `${field.path}.${i}.${inner.path}`, inner.path),
                  )}
                </div>
              ))}
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setCounts((c) => ({ ...c, [field.path]: count + 1 }))}
                >
                  <Plus aria-hidden /> {t("capture.another")}
                </Button>
                {count > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => setCounts((c) => ({ ...c, [field.path]: count - 1 }))}
                  >
                    <Trash2 aria-hidden /> {t("capture.remove")}
                  </Button>
                ) : null}
              </div>
            </fieldset>
          );
        })}
      </div>
      <datalist id={`lots-${type}`}>
        {[...new Set(knownLots)].map((lot) => (
          <option key={lot} value={lot} />
        ))}
      </datalist>
      <datalist id={`areas-${type}`}>
        {growingAreas.map((area) => (
          <option key={area} value={area} />
        ))}
      </datalist>
      {general ? (
        <Alert variant="destructive">
          <AlertDescription>{general}</AlertDescription>
        </Alert>
      ) : null}
      {lastTlc ? (
        <p role="status" className="text-sm" data-testid="assigned-tlc">
          {t("capture.lastTlc", { tlc: lastTlc })}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={capture.isPending} className="w-full sm:w-auto">
          {capture.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {capture.isPending ? t("capture.saving") : t("capture.save")}
        </Button>
      </div>
    </form>
  );
}
