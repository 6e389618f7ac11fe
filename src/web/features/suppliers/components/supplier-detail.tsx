import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { ArrowLeft, FileUp, Link2, Pencil, ShieldCheck } from "lucide-react";
import type { SupplierDocumentView, SupplierView } from "@domain/schemas/suppliers";
import type { SupplierDocumentType } from "@domain/suppliers/requirements";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorMessage, toastApiError } from "@/lib/api-errors";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { useCan } from "@/lib/use-me";
import { useSites } from "@/lib/use-sites";
import {
  useRevokeUploadLink,
  useSupplier,
  useUploadLinks,
  type UploadLinkView,
} from "@/features/suppliers/api/suppliers";
import { ComplianceBadge, DocumentStateBadge, StatusBadge } from "./supplier-badges";
import { SupplierDialog } from "./supplier-dialog";
import { SupplierTraceability } from "./supplier-traceability";
import { ReviewDialog, StatusDialog, UploadDocumentDialog, UploadLinkDialog } from "./supplier-dialogs";

/** One supplier (`?supplier=<id>`): profile, approval, required documents vs uploaded, versions, links. */
export function SupplierDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation("suppliers");
  const supplier = useSupplier(id);
  if (supplier.isPending) return <Skeleton className="h-64 w-full" />;
  if (supplier.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{apiErrorMessage(supplier.error)}</AlertDescription>
      </Alert>
    );
  return (
    <div className="grid min-w-0 gap-4" data-testid="supplier-detail">
      <div>
        <Button variant="ghost" size="sm" onClick={onClose} className="min-h-11 sm:min-h-8">
          <ArrowLeft aria-hidden /> {t("detail.back")}
        </Button>
      </div>
      <Loaded supplier={supplier.data} />
    </div>
  );
}

function Loaded({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation("suppliers");
  const canManage = useCan("suppliers.manage");
  const canApprove = useCan("suppliers.approve");
  const siteNames = new Map((useSites().data?.sites ?? []).map((s) => [s.id, s.name]));
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState(false);
  const [uploading, setUploading] = useState<{ type?: SupplierDocumentType } | null>(null);
  const [reviewing, setReviewing] = useState<SupplierDocumentView | null>(null);
  const [linking, setLinking] = useState(false);

  return (
    <>
      <Card>
        <CardHeader>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h2 className="text-xl font-semibold break-words leading-tight">{supplier.name}</h2>
              <CardDescription>
                {t("detail.kind", {
                  category: t(`category.${supplier.category}`),
                  risk: t(`risk.${supplier.riskLevel}`),
                })}
              </CardDescription>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <StatusBadge status={supplier.status} />
                <ComplianceBadge state={supplier.compliance} />
                {supplier.actionNeeded ? <Badge variant="destructive">{t("list.actionNeeded")}</Badge> : null}
              </div>
            </div>
            {canManage ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setEditing(true)} className="min-h-11 sm:min-h-9">
                  <Pencil aria-hidden /> {t("detail.edit")}
                </Button>
                {supplier.status !== "delisted" ? (
                  <Button variant="outline" onClick={() => setLinking(true)} className="min-h-11 sm:min-h-9">
                    <Link2 aria-hidden /> {t("links.create")}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm md:grid-cols-3">
          <section>
            <h3 className="font-medium">{t("detail.sites")}</h3>
            {supplier.siteIds.length === 0 ? (
              <p className="text-muted-foreground">{t("detail.allSites")}</p>
            ) : (
              <ul>
                {supplier.siteIds.map((s) => (
                  <li key={s}>{siteNames.get(s) ?? s}</li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h3 className="font-medium">{t("detail.contacts")}</h3>
            {supplier.contacts.length === 0 ? (
              <p className="text-muted-foreground">{t("detail.none")}</p>
            ) : (
              <ul className="space-y-1">
                {supplier.contacts.map((c, i) => (
                  <li key={i} className="break-words">
                    <span className="font-medium">{c.name}</span>
                    {c.role ? <span className="text-muted-foreground"> · {c.role}</span> : null}
                    {c.email ? (
                      <a className="block text-primary underline-offset-4 hover:underline" href={`mailto:${c.email}`}>
                        {c.email}
                      </a>
                    ) : null}
                    {c.phone ? (
                      <a className="block text-primary underline-offset-4 hover:underline" href={`tel:${c.phone}`}>
                        {c.phone}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h3 className="font-medium">{t("detail.products")}</h3>
            {supplier.products.length === 0 ? (
              <p className="text-muted-foreground">{t("detail.none")}</p>
            ) : (
              <ul className="flex flex-wrap gap-1">
                {supplier.products.map((p) => (
                  <li key={p.id}>
                    <Badge variant="outline" className="whitespace-normal">
                      {t("detail.product", {
                        name: p.productName,
                        packaging: `${p.packagingSize} ${p.packagingStyle}`,
                        site: siteNames.get(p.siteId) ?? p.siteId,
                      })}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {supplier.notes ? (
            <p className="whitespace-pre-wrap text-muted-foreground md:col-span-3">{supplier.notes}</p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <CardTitle>{t("detail.approval")}</CardTitle>
              <CardDescription>{t("detail.approvalDescription")}</CardDescription>
            </div>
            {canApprove ? (
              <Button onClick={() => setChanging(true)} className="min-h-11 sm:min-h-9">
                <ShieldCheck aria-hidden /> {t("statusDialog.open")}
              </Button>
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          <StatusBadge status={supplier.status} />
          {supplier.statusChangedAt ? (
            <p data-testid="supplier-decision">
              {t("detail.decidedBy", {
                name: supplier.statusChangedByName ?? t("detail.someone"),
                date: formatDateTime(supplier.statusChangedAt),
              })}
              {supplier.statusReason ? (
                <span className="mt-1 block whitespace-pre-wrap text-muted-foreground">
                  {t("detail.reason", { reason: supplier.statusReason })}
                </span>
              ) : null}
            </p>
          ) : (
            <p className="text-muted-foreground">
              {t("detail.notDecided", { date: formatDateTime(supplier.createdAt) })}
            </p>
          )}
          {supplier.statusHistory.length > 0 ? (
            <section aria-labelledby="supplier-history-title" className="pt-2">
              <h3 id="supplier-history-title" className="text-sm font-medium">
                {t("detail.history")}
              </h3>
              <ol className="mt-1 divide-y divide-border" data-testid="supplier-history">
                {supplier.statusHistory.map((decision) => (
                  <li key={decision.at} className="py-2" data-testid="supplier-history-entry">
                    <p>
                      {t("detail.historyMove", {
                        from: t(`status.${decision.from}`),
                        to: t(`status.${decision.to}`),
                      })}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t("detail.decidedBy", { name: decision.byName, date: formatDateTime(decision.at) })}
                    </p>
                    <p className="whitespace-pre-wrap text-xs text-muted-foreground">
                      {t("detail.reason", { reason: decision.reason })}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {!canApprove ? <p className="text-xs text-muted-foreground">{t("detail.approveRole")}</p> : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <CardTitle>{t("detail.required")}</CardTitle>
              <CardDescription>{t("detail.requiredDescription")}</CardDescription>
            </div>
            {canManage ? (
              <Button onClick={() => setUploading({})} className="min-h-11 sm:min-h-9">
                <FileUp aria-hidden /> {t("upload.open")}
              </Button>
            ) : null}
          </div>
        </CardHeader>
        <CardContent>
          {supplier.documents.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("detail.noneRequired")}</p>
          ) : (
            <ul className="divide-y" data-testid="supplier-required">
              {supplier.documents.map((doc) => (
                <li
                  key={doc.type}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  data-testid="supplier-requirement"
                  data-type={doc.type}
                >
                  <div className="min-w-0">
                    <p className="font-medium">{t(`documentType.${doc.type}`)}</p>
                    <p className="text-xs text-muted-foreground">
                      {doc.version !== null
                        ? t("detail.countingVersion", { version: doc.version, date: formatDate(doc.expiresOn) })
                        : t("detail.noAccepted")}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <ComplianceBadge state={doc.state} />
                    {doc.awaitingReview ? <Badge variant="warning">{t("detail.awaitingReview")}</Badge> : null}
                    {canManage ? (
                      <Button
                        size="sm"
                        variant="outline"
                        className="min-h-11 sm:min-h-8"
                        onClick={() => setUploading({ type: doc.type })}
                        aria-label={t("upload.openFor", { type: t(`documentType.${doc.type}`) })}
                      >
                        <FileUp aria-hidden /> {t("upload.short")}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("detail.versions")}</CardTitle>
          <CardDescription>{t("detail.versionsDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          {supplier.versions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("detail.noVersions")}</p>
          ) : (
            <ul className="divide-y" data-testid="supplier-versions">
              {supplier.versions.map((v) => (
                <li
                  key={v.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
                  data-testid="supplier-version"
                  data-state={v.state}
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium">
                      {t("detail.versionTitle", { type: t(`documentType.${v.type}`), version: v.version })}
                    </p>
                    <a
                      className="break-all text-primary underline-offset-4 hover:underline"
                      href={`/api/files/${v.fileId}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {v.filename}
                    </a>
                    <p className="text-xs text-muted-foreground">
                      {t("detail.dates", { issued: formatDate(v.issuedOn), expires: formatDate(v.expiresOn) })}
                      {v.score ? ` · ${t("detail.score", { score: v.score })}` : ""}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t("detail.uploadedBy", {
                        name: v.uploadedByName,
                        date: formatDateTime(v.uploadedAt),
                      })}
                    </p>
                    {v.reviewedAt ? (
                      <p className="text-xs text-muted-foreground">
                        {t("detail.reviewedBy", {
                          name: v.reviewedByName ?? t("detail.someone"),
                          date: formatDateTime(v.reviewedAt),
                        })}
                        {v.reviewReason ? ` — ${v.reviewReason}` : ""}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <DocumentStateBadge state={v.state} />
                    {v.viaUploadLink ? <Badge variant="outline">{t("detail.viaLink")}</Badge> : null}
                    {v.state === "to_review" && canApprove ? (
                      <Button size="sm" className="min-h-11 sm:min-h-8" onClick={() => setReviewing(v)}>
                        {t("review.open")}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <SupplierTraceability supplier={supplier} />

      {canManage ? <UploadLinks supplier={supplier} onCreate={() => setLinking(true)} /> : null}

      <SupplierDialog supplier={supplier} open={editing} onOpenChange={setEditing} />
      <StatusDialog supplier={supplier} open={changing} onOpenChange={setChanging} />
      <UploadDocumentDialog
        supplier={supplier}
        type={uploading?.type}
        open={!!uploading}
        onOpenChange={(open) => !open && setUploading(null)}
      />
      <ReviewDialog
        supplierId={supplier.id}
        document={reviewing}
        onOpenChange={(open) => !open && setReviewing(null)}
      />
      <UploadLinkDialog supplier={supplier} open={linking} onOpenChange={setLinking} />
    </>
  );
}

function UploadLinks({ supplier, onCreate }: { supplier: SupplierView; onCreate: () => void }) {
  const { t } = useTranslation("suppliers");
  const links = useUploadLinks(supplier.id, true);
  const revoke = useRevokeUploadLink(supplier.id);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle>{t("links.title")}</CardTitle>
            <CardDescription>{t("links.description")}</CardDescription>
          </div>
          {supplier.status !== "delisted" ? (
            <Button variant="outline" onClick={onCreate} className="min-h-11 sm:min-h-9">
              <Link2 aria-hidden /> {t("links.create")}
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {links.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : links.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{apiErrorMessage(links.error)}</AlertDescription>
          </Alert>
        ) : links.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("links.empty")}</p>
        ) : (
          <ul className="divide-y" data-testid="supplier-links">
            {links.data.map((link) => {
              const state = linkState(link);
              return (
                <li
                  key={link.id}
                  className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p>
                      {t("links.createdOn", { date: formatDateTime(link.createdAt) })} ·{" "}
                      {link.revokedAt
                        ? t("links.revokedOn", { date: formatDateTime(link.revokedAt) })
                        : t("links.expires", { date: formatDateTime(link.expiresAt) })}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {link.documentTypes.length === 0
                        ? t("links.anyDocument")
                        : link.documentTypes.map((type) => t(`documentType.${type}`)).join(", ")}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge variant={state === "open" ? "success" : "outline"}>{t(`links.state.${state}`)}</Badge>
                    {state === "open" ? (
                      <Button
                        size="sm"
                        variant="outline"
                        className="min-h-11 sm:min-h-8"
                        disabled={revoke.isPending}
                        onClick={() =>
                          revoke.mutate(link.id, {
                            onSuccess: () => toast.success(t("links.revoked"), { description: supplier.name }),
                            onError: (error) => toastApiError(error, t("links.notRevoked")),
                          })
                        }
                      >
                        {t("links.revoke")}
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** An upload link's state in words: open, past its expiry, or withdrawn. */
function linkState(link: UploadLinkView): "open" | "expired" | "revoked" {
  if (link.revokedAt) return "revoked";
  return link.open ? "open" : "expired";
}
