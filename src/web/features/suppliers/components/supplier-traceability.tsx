import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Link2, Loader2, Unlink } from "lucide-react";
import type { SupplierView } from "@domain/schemas/suppliers";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toastApiError } from "@/lib/api-errors";
import { formatDate } from "@/lib/format-date";
import { useCan } from "@/lib/use-me";
import { useSites } from "@/lib/use-sites";
import { useLinkTradingPartner, useUnlinkTradingPartner } from "@/features/suppliers/api/suppliers";
import { useTradingPartners } from "@/lib/trace-master-data";

/** The picker's value for "a new trading partner record under the supplier's name". */
const newRecord = "new";

/**
 * The supplier as an FSMA 204 trading partner (decision 143): its partner record at each site, the control
 * that ties one (those who keep the traceability master data), and what was received from it.
 */
export function SupplierTraceability({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation("suppliers");
  const canLink = useCan("trace.manage");
  const sites = useSites().data?.sites ?? [];
  const siteName = (slug: string) => sites.find((s) => s.id === slug)?.name ?? slug;
  const unlink = useUnlinkTradingPartner(supplier.id);
  const linkable = sites.filter((s) => !supplier.tradingPartners.some((p) => p.siteId === s.id));

  return (
    <Card data-testid="supplier-traceability">
      <CardHeader>
        <CardTitle>{t("trace.title")}</CardTitle>
        <CardDescription>{t("trace.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <section className="space-y-2">
          <h3 className="font-medium">{t("trace.partners")}</h3>
          {supplier.tradingPartners.length === 0 ? (
            <p className="text-muted-foreground">{t("trace.noPartner")}</p>
          ) : (
            <ul className="space-y-2">
              {supplier.tradingPartners.map((p) => (
                <li
                  key={p.id}
                  className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 break-words">
                    <span className="font-medium">{p.name}</span>
                    <span className="text-muted-foreground">
                      {" · "}
                      {t("trace.partnerAt", { site: siteName(p.siteId), count: p.locationCount })}
                    </span>
                    <Link
                      className="block text-primary underline-offset-4 hover:underline"
                      to="/app/traceability/master-data"
                    >
                      {t("trace.openMasterData")}
                    </Link>
                  </div>
                  {canLink ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="min-h-11 sm:min-h-8"
                      disabled={unlink.isPending}
                      onClick={() =>
                        unlink.mutate(p.id, {
                          onSuccess: () => toast.success(t("trace.unlinked"), { description: p.name }),
                          onError: (error) => toastApiError(error, t("trace.unlinkFailed")),
                        })
                      }
                    >
                      <Unlink aria-hidden /> {t("trace.unlink", { site: siteName(p.siteId) })}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {canLink && linkable.length > 0 ? <LinkPartner supplier={supplier} sites={linkable} /> : null}
        </section>

        <section className="space-y-2">
          <h3 className="font-medium">{t("trace.receipts")}</h3>
          {supplier.receipts.length === 0 ? (
            <p className="text-muted-foreground">{t("trace.noReceipts")}</p>
          ) : (
            <ul className="divide-y rounded-md border" data-testid="supplier-receipts">
              {supplier.receipts.map((r) => (
                <li key={r.id} className="grid gap-0.5 p-3 sm:grid-cols-[8rem_1fr_auto] sm:gap-3">
                  <span>{formatDate(r.receiveDate)}</span>
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{r.productName ?? t("trace.unnamedProduct")}</span>
                    {r.tlc ? <span className="text-muted-foreground"> · {t("trace.lot", { tlc: r.tlc })}</span> : null}
                    <span className="text-muted-foreground"> · {siteName(r.siteId)}</span>
                  </span>
                  <span className="tabular-nums">
                    {r.quantity !== null ? `${r.quantity} ${r.unit ?? ""}`.trim() : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function LinkPartner({ supplier, sites }: { supplier: SupplierView; sites: { id: string; name: string }[] }) {
  const { t } = useTranslation("suppliers");
  const [siteId, setSiteId] = useState(sites[0]!.id);
  const [partnerId, setPartnerId] = useState(newRecord);
  const chosenSite = sites.some((s) => s.id === siteId) ? siteId : sites[0]!.id;
  const partners = (useTradingPartners(chosenSite).data ?? []).filter((p) => !p.supplierId);
  const link = useLinkTradingPartner(supplier.id);
  const submit = () =>
    link.mutate(
      { siteId: chosenSite, ...(partnerId === newRecord ? {} : { partnerId }) },
      {
        onSuccess: () => {
          toast.success(t("trace.linked"), { description: supplier.name });
          setPartnerId(newRecord);
        },
        onError: (error) => toastApiError(error, t("trace.linkFailed")),
      },
    );
  return (
    <div className="grid gap-3 rounded-md border border-dashed p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div className="min-w-0 space-y-1">
        <Label htmlFor="supplier-partner-site">{t("trace.site")}</Label>
        <Select
          value={chosenSite}
          onValueChange={(v) => {
            setSiteId(v);
            setPartnerId(newRecord);
          }}
        >
          <SelectTrigger id="supplier-partner-site">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {sites.map((s) => (
              <SelectItem key={s.id} value={s.id}>
                {s.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="min-w-0 space-y-1">
        <Label htmlFor="supplier-partner">{t("trace.partner")}</Label>
        <Select value={partnerId} onValueChange={setPartnerId}>
          <SelectTrigger id="supplier-partner">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={newRecord}>{t("trace.newRecord", { name: supplier.name })}</SelectItem>
            {partners.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {p.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button onClick={submit} disabled={link.isPending} className="min-h-11 sm:min-h-9">
        {link.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Link2 aria-hidden />} {t("trace.link")}
      </Button>
    </div>
  );
}
