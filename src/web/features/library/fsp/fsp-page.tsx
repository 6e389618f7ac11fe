import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Download, ShieldCheck } from "lucide-react";
import type { FspSectionView } from "@domain/schemas/library";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { fspExportUrl, useFsp } from "@/features/library/api/fsp";
import { PageHeader } from "@/components/page-header";
import { ComplianceStatus } from "./compliance-status";
import { EditSectionDialog } from "./edit-section-dialog";
import { FspSectionCard } from "./fsp-section-card";
import { FspSummary } from "./fsp-summary";
import { ReviewHistory } from "./review-history";
import { SignOffDialog } from "./sign-off-dialog";

/** /app/library/fsp — the current site's Food Safety Plan, its PCQI sign-off and its export. */
export function FspPage() {
  const { t } = useTranslation("library");
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const plan = useFsp(siteId);
  const canEdit = useCan("library.edit");
  const canSign = useCan("fsp.sign");
  const [editing, setEditing] = useState<FspSectionView | null>(null);
  const [signing, setSigning] = useState(false);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("fsp.title")}
        description={t("fsp.description", { site: site?.name ?? t("sops.thisSite") })}
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={siteId ? fspExportUrl(siteId) : undefined} download>
                <Download aria-hidden /> {t("fsp.export")}
              </a>
            </Button>
            {canSign ? (
              <Button onClick={() => setSigning(true)} disabled={!plan.data}>
                <ShieldCheck aria-hidden /> {t("fsp.signOff")}
              </Button>
            ) : null}
          </>
        }
      />
      {plan.error ? (
        <Alert variant="destructive">
          <AlertDescription>{plan.error.message}</AlertDescription>
        </Alert>
      ) : null}
      {plan.data ? <FspSummary plan={plan.data} /> : <Skeleton className="h-36" />}
      <Tabs defaultValue="sections">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="sections" className="px-1.5 text-xs sm:px-2 sm:text-sm">
            {t("fsp.tabs.sections")}
          </TabsTrigger>
          <TabsTrigger value="history" className="px-1.5 text-xs sm:px-2 sm:text-sm">
            {t("fsp.tabs.history")}
          </TabsTrigger>
          <TabsTrigger value="compliance" className="px-1.5 text-xs sm:px-2 sm:text-sm">
            {t("fsp.tabs.compliance")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="sections" className="mt-4 space-y-3">
          {plan.data
            ? plan.data.sections.map((section, i) => (
                <FspSectionCard
                  key={section.id}
                  section={section}
                  index={i + 1}
                  onEdit={canEdit ? () => setEditing(section) : undefined}
                />
              ))
            : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-28" />)}
        </TabsContent>
        <TabsContent value="history" className="mt-4">
          {siteId && site ? <ReviewHistory siteId={siteId} timezone={site.timezone} /> : null}
        </TabsContent>
        <TabsContent value="compliance" className="mt-4">
          {plan.data ? <ComplianceStatus plan={plan.data} /> : <Skeleton className="h-64" />}
        </TabsContent>
      </Tabs>
      {siteId ? <EditSectionDialog siteId={siteId} section={editing} onClose={() => setEditing(null)} /> : null}
      {plan.data && canSign ? <SignOffDialog plan={plan.data} open={signing} onOpenChange={setSigning} /> : null}
    </div>
  );
}
