import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Loader2, Pencil, Plus } from "lucide-react";
import { toast } from "@/lib/toast";
import { ftlProduceCategories } from "@domain/traceability/food-traceability-list";
import { locationKinds } from "@domain/traceability/master-data";
import { CheckboxOption } from "@/components/checkbox-option";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { showApiError } from "@/lib/api-errors";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import {
  type TraceLocationView,
  type TraceProductView,
  type TradingPartnerView,
  useSaveTraceLocation,
  useSaveTraceProduct,
  useSaveTradingPartner,
  useTraceLocations,
  useTraceProducts,
  useTradingPartners,
} from "./api/traceability";
import { ChoiceSelect, errorsAt, FieldShell } from "./components/fields";

type Editing<T> = { item: T | null } | null;

/** The dialogs' text fields: name (also the catalogue key under master.*), required, full width. */
const productFields = [
  ["productName", true, true],
  ["commodity", true, false],
  ["variety", false, false],
  ["brand", false, false],
  ["gtin", false, false],
  ["packagingSize", true, false],
  ["packagingStyle", true, false],
] as const;
/** "us": required for a US location (State and zip code, 1.1310). */
const locationFields = [
  ["businessName", true, false],
  ["phone", true, false],
  ["address", true, false],
  ["city", true, false],
  ["state", "us", false],
  ["postalCode", "us", false],
  ["country", false, false],
  ["tlcSourceReference", false, true],
] as const;
const locationPrefix = "location.";
/** The shelf life's days field and where the server names its errors (`shelfLife.days`). */
const shelfLifeDaysField = "days";
const shelfLifePrefix = "shelfLife.";
const partnerNameField = "name";
const rolesField = "roles";
const partnerRoles = ["supplier", "customer"] as const;

/** /app/traceability/master-data — products, locations (a farm's fields) and trading partners of the site. */
export function TraceMasterDataPage() {
  const { t } = useTranslation("traceability");
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const canManage = useCan("trace.manage");
  const products = useTraceProducts(siteId);
  const locations = useTraceLocations(siteId);
  const partners = useTradingPartners(siteId);
  const [product, setProduct] = useState<Editing<TraceProductView>>(null);
  const [location, setLocation] = useState<Editing<TraceLocationView>>(null);
  const [partner, setPartner] = useState<Editing<TradingPartnerView>>(null);
  const locationName = new Map((locations.data ?? []).map((l) => [l.id, l.location.businessName]));

  const addButton = (label: string, onClick: () => void) =>
    canManage ? (
      <Button onClick={onClick} className="w-full sm:w-auto">
        <Plus aria-hidden /> {label}
      </Button>
    ) : null;
  const editButton = (name: string, onClick: () => void) =>
    canManage ? (
      <Button variant="ghost" size="sm" onClick={onClick} aria-label={t("master.editName", { name })}>
        <Pencil aria-hidden /> {t("master.edit")}
      </Button>
    ) : null;

  return (
    <div className="touch-targets grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title={t("master.title")}
        description={t("master.description", { site: site?.name ?? t("thisSite") })}
      />
      {!canManage ? (
        <Alert>
          <AlertDescription>{t("master.readOnly")}</AlertDescription>
        </Alert>
      ) : null}
      <Tabs defaultValue="products" className="min-w-0">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="products">{t("master.products")}</TabsTrigger>
          <TabsTrigger value="locations">{t("master.locations")}</TabsTrigger>
          <TabsTrigger value="partners">{t("master.partners")}</TabsTrigger>
        </TabsList>
        <TabsContent value="products" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
          {addButton(t("master.addProduct"), () => setProduct({ item: null }))}
          <MasterTable
            loading={!products.data}
            empty={products.data?.length === 0}
            headers={[t("master.productName"), t("master.details"), t("master.ftl"), t("master.actions")]}
            rows={(products.data ?? []).map((p) => [
              p.id,
              p.productName,
              [
                p.commodity,
                p.variety,
                p.packagingSize,
                p.packagingStyle,
                p.gtin,
                p.shelfLife ? t(`master.shelfLifeSummary.${p.shelfLife.dateKind}`, { count: p.shelfLife.days }) : "",
              ]
                .filter(Boolean)
                .join(" · "),
              p.onFoodTraceabilityList && p.ftlCategory ? (
                <Badge variant="success">{t(`ftlCategory.${p.ftlCategory}`)}</Badge>
              ) : (
                <Badge variant="outline">{t("master.notFtl")}</Badge>
              ),
              editButton(p.productName, () => setProduct({ item: p })),
            ])}
          />
        </TabsContent>
        <TabsContent value="locations" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
          {addButton(t("master.addLocation"), () => setLocation({ item: null }))}
          <MasterTable
            loading={!locations.data}
            empty={locations.data?.length === 0}
            headers={[t("master.businessName"), t("master.details"), t("master.growingAreas"), t("master.actions")]}
            rows={(locations.data ?? []).map((l) => [
              l.id,
              l.location.businessName,
              `${t(`locationKind.${l.location.kind}` as "locationKind.farm")} · ${[l.location.address, l.location.city, l.location.state].filter(Boolean).join(", ")} · ${l.location.phone}`,
              l.growingAreas.map((a) => a.name).join(", ") || "—",
              editButton(l.location.businessName, () => setLocation({ item: l })),
            ])}
          />
        </TabsContent>
        <TabsContent value="partners" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
          {addButton(t("master.addPartner"), () => setPartner({ item: null }))}
          <MasterTable
            loading={!partners.data}
            empty={partners.data?.length === 0}
            headers={[t("master.partnerName"), t("master.roles"), t("master.partnerLocations"), t("master.actions")]}
            rows={(partners.data ?? []).map((p) => [
              p.id,
              <span key="name" className="grid gap-0.5">
                {p.name}
                {p.supplierId && p.supplierName ? (
                  <Link
                    to={`/app/suppliers?supplier=${encodeURIComponent(p.supplierId)}`}
                    className="text-xs text-muted-foreground underline underline-offset-2 hover:text-foreground"
                  >
                    {t("master.approvedSupplier", { name: p.supplierName })}
                  </Link>
                ) : null}
              </span>,
              p.roles.map((r) => t(`master.${r}`)).join(", "),
              p.locationIds.map((id) => locationName.get(id) ?? id).join(", ") || "—",
              editButton(p.name, () => setPartner({ item: p })),
            ])}
          />
        </TabsContent>
      </Tabs>
      {product ? <ProductDialog siteId={siteId} item={product.item} onClose={() => setProduct(null)} /> : null}
      {location ? <LocationDialog siteId={siteId} item={location.item} onClose={() => setLocation(null)} /> : null}
      {partner ? (
        <PartnerDialog
          siteId={siteId}
          item={partner.item}
          locations={locations.data ?? []}
          onClose={() => setPartner(null)}
        />
      ) : null}
    </div>
  );
}

function MasterTable({
  loading,
  empty,
  headers,
  rows,
}: {
  loading: boolean;
  empty: boolean | undefined;
  headers: string[];
  rows: [string, ...ReactNode[]][];
}) {
  const { t } = useTranslation("traceability");
  if (loading) return <Skeleton className="h-32" />;
  if (empty) return <p className="text-sm text-muted-foreground">{t("master.empty")}</p>;
  return (
    <Card className="py-2">
      <CardContent className="px-2 sm:px-4">
        <Table>
          <TableHeader>
            <TableRow>
              {headers.map((h) => (
                <TableHead key={h}>{h}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(([id, ...cells]) => (
              <TableRow key={id}>
                {cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the columns in order
                  <TableCell key={i} className={i === 0 ? "font-medium" : "whitespace-normal"}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** A master-data dialog: title, description, the fields, Save/Cancel; the server's reasons by field. */
function MasterDialog({
  title,
  description,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("traceability");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="touch-targets max-h-[92vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">{children}</div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("master.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {pending ? t("master.saving") : t("master.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Text fields of a dialog: label, requirement, value, the server's reason. */
function useTextFields(initial: Record<string, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: string, label: string, required: boolean, prefix = "", wide = false) => (
    <FieldShell
      id={`md-${name}`}
      label={label}
      required={required}
      errors={errorsAt(errors, `${prefix}${name}`)}
      className={`grid min-w-0 gap-2${wide ? " sm:col-span-2" : ""}`}
    >
      <Input
        id={`md-${name}`}
        value={values[name] ?? ""}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={errorsAt(errors, `${prefix}${name}`).length > 0}
      />
    </FieldShell>
  );
  const text = (name: string) => (values[name] ?? "").trim();
  return { values, setValues, errors, setErrors, field, text };
}

function ProductDialog({
  siteId,
  item,
  onClose,
}: {
  siteId: string;
  item: TraceProductView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("traceability");
  const save = useSaveTraceProduct(siteId);
  const form = useTextFields({
    productName: item?.productName ?? "",
    brand: item?.brand ?? "",
    commodity: item?.commodity ?? "",
    variety: item?.variety ?? "",
    packagingSize: item?.packagingSize ?? "",
    packagingStyle: item?.packagingStyle ?? "",
    gtin: item?.gtin ?? "",
    days: item?.shelfLife ? String(item.shelfLife.days) : "",
  });
  const [onFtl, setOnFtl] = useState(item?.onFoodTraceabilityList ?? true);
  const [dateKind, setDateKind] = useState<string>(item?.shelfLife?.dateKind ?? "best_before");
  const [category, setCategory] = useState<string>(item?.ftlCategory ?? "");
  function submit() {
    form.setErrors({});
    const product = {
      productName: form.text("productName"),
      brand: form.text("brand"),
      commodity: form.text("commodity"),
      variety: form.text("variety"),
      packagingSize: form.text("packagingSize"),
      packagingStyle: form.text("packagingStyle"),
      ...(form.text("gtin") ? { gtin: form.text("gtin") } : {}),
      // A shelf life prints best before or use by on the case labels (decision 149); empty days: none.
      ...(form.text("days") ? { shelfLife: { days: Number(form.text("days")), dateKind } } : {}),
      onFoodTraceabilityList: onFtl,
      ftlCategory: onFtl && category ? category : null,
    };
    save.mutate(
      { id: item?.id, product },
      {
        onSuccess: () => {
          toast.success(t("master.saved"));
          onClose();
        },
        onError: (error) => showApiError(error, form.setErrors, t("master.notSaved")),
      },
    );
  }
  return (
    <MasterDialog
      title={item ? t("master.editProduct") : t("master.addProduct")}
      description={t("master.productDescription")}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {productFields.map(([name, required, wide]) => form.field(name, t(`master.${name}`), required, "", wide))}
      {form.field(shelfLifeDaysField, t("master.shelfLifeDays"), false, shelfLifePrefix)}
      <FieldShell
        id="md-dateKind"
        label={t("master.shelfLifeDateKind")}
        required={false}
        errors={errorsAt(form.errors, "shelfLife.dateKind")}
        className="grid min-w-0 gap-2"
      >
        <ChoiceSelect
          id="md-dateKind"
          value={dateKind}
          onChange={setDateKind}
          options={(["best_before", "use_by"] as const).map((kind) => [kind, t(`master.dateKind.${kind}`)] as const)}
          invalid={errorsAt(form.errors, "shelfLife.dateKind").length > 0}
        />
      </FieldShell>
      <CheckboxOption label={t("master.onFtl")} checked={onFtl} onCheckedChange={setOnFtl} className="sm:col-span-2" />
      {onFtl ? (
        <FieldShell
          id="md-ftlCategory"
          label={t("master.ftlCategory")}
          required
          errors={errorsAt(form.errors, "ftlCategory")}
          className="grid min-w-0 gap-2 sm:col-span-2"
        >
          <ChoiceSelect
            id="md-ftlCategory"
            value={category}
            onChange={setCategory}
            options={ftlProduceCategories.map((c) => [c, t(`ftlCategory.${c}`)] as const)}
            invalid={errorsAt(form.errors, "ftlCategory").length > 0}
            required
          />
        </FieldShell>
      ) : null}
    </MasterDialog>
  );
}

function LocationDialog({
  siteId,
  item,
  onClose,
}: {
  siteId: string;
  item: TraceLocationView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("traceability");
  const save = useSaveTraceLocation(siteId);
  const l = item?.location;
  const form = useTextFields({
    businessName: l?.businessName ?? "",
    phone: l?.phone ?? "",
    address: l?.address ?? "",
    city: l?.city ?? "",
    state: l?.state ?? "",
    postalCode: l?.postalCode ?? "",
    country: l?.country ?? "US",
    tlcSourceReference: l?.tlcSourceReference ?? "",
  });
  const [kind, setKind] = useState<string>(l?.kind ?? "farm");
  const [areas, setAreas] = useState((item?.growingAreas ?? []).map((a) => a.name).join("\n"));
  function submit() {
    form.setErrors({});
    const names = areas
      .split("\n")
      .map((a) => a.trim())
      .filter(Boolean);
    const previous = new Map((item?.growingAreas ?? []).map((a) => [a.name, a]));
    const input = {
      location: {
        kind,
        businessName: form.text("businessName"),
        phone: form.text("phone"),
        address: form.text("address"),
        city: form.text("city"),
        state: form.text("state"),
        postalCode: form.text("postalCode"),
        country: form.text("country") || "US",
        tlcSourceReference: form.text("tlcSourceReference"),
        ...(l?.coordinates ? { coordinates: l.coordinates } : {}),
      },
      growingAreas: kind === "farm" ? names.map((name) => previous.get(name) ?? { name }) : [],
    };
    save.mutate(
      { id: item?.id, input },
      {
        onSuccess: () => {
          toast.success(t("master.saved"));
          onClose();
        },
        onError: (error) => showApiError(error, form.setErrors, t("master.notSaved")),
      },
    );
  }
  const p = locationPrefix;
  const us = form.text("country").toUpperCase() === "US";
  return (
    <MasterDialog
      title={item ? t("master.editLocation") : t("master.addLocation")}
      description={t("master.locationDescription")}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FieldShell id="md-kind" label={t("master.kind")} required errors={errorsAt(form.errors, "location.kind")}>
        <ChoiceSelect
          id="md-kind"
          value={kind}
          onChange={setKind}
          options={locationKinds.map((k) => [k, t(`locationKind.${k}`)] as const)}
          required
        />
      </FieldShell>
      {locationFields.map(([name, required, wide]) =>
        form.field(name, t(`master.${name}`), required === "us" ? us : required, p, wide),
      )}
      {kind === "farm" ? (
        <FieldShell
          id="md-areas"
          label={t("master.growingAreas")}
          required={false}
          hint={t("master.growingAreasHint")}
          errors={errorsAt(form.errors, "growingAreas")}
          className="grid min-w-0 gap-2 sm:col-span-2"
        >
          <Textarea id="md-areas" value={areas} onChange={(e) => setAreas(e.target.value)} rows={4} />
        </FieldShell>
      ) : null}
    </MasterDialog>
  );
}

function PartnerDialog({
  siteId,
  item,
  locations,
  onClose,
}: {
  siteId: string;
  item: TradingPartnerView | null;
  locations: TraceLocationView[];
  onClose: () => void;
}) {
  const { t } = useTranslation("traceability");
  const save = useSaveTradingPartner(siteId);
  const form = useTextFields({ name: item?.name ?? "" });
  const [roles, setRoles] = useState<string[]>(item?.roles ?? ["customer"]);
  const [locationIds, setLocationIds] = useState<string[]>(item?.locationIds ?? []);
  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
  function submit() {
    form.setErrors({});
    save.mutate(
      { id: item?.id, partner: { name: form.text("name"), roles, locationIds } },
      {
        onSuccess: () => {
          toast.success(t("master.saved"));
          onClose();
        },
        onError: (error) => showApiError(error, form.setErrors, t("master.notSaved")),
      },
    );
  }
  return (
    <MasterDialog
      title={item ? t("master.editPartner") : t("master.addPartner")}
      description={t("master.partnerDescription")}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {form.field(partnerNameField, t("master.partnerName"), true, "", true)}
      <fieldset className="grid gap-1 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">{t("master.roles")}</legend>
        {partnerRoles.map((role) => (
          <CheckboxOption
            key={role}
            label={t(`master.${role}`)}
            checked={roles.includes(role)}
            onCheckedChange={(on) => setRoles((r) => toggle(r, role, on))}
          />
        ))}
        {errorsAt(form.errors, rolesField).map((m) => (
          <p key={m} role="alert" className="text-sm text-destructive">
            {m}
          </p>
        ))}
      </fieldset>
      <fieldset className="grid gap-1 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">
          {t("master.partnerLocations")} <span className="font-normal text-muted-foreground">({t("optional")})</span>
        </legend>
        {locations.map((l) => (
          <CheckboxOption
            key={l.id}
            label={l.location.businessName}
            hint={l.location.city}
            checked={locationIds.includes(l.id)}
            onCheckedChange={(on) => setLocationIds((ids) => toggle(ids, l.id, on))}
          />
        ))}
      </fieldset>
    </MasterDialog>
  );
}
