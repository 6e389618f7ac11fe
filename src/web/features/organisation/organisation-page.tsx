import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { DeletionCard } from "./components/deletion-card";
import { ExportCard } from "./components/export-card";

/** /app/settings/organisation — export all the organisation's data, and delete the organisation (administrators). */
export function OrganisationPage() {
  const { t } = useTranslation("organisation");
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid items-start gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <ExportCard />
        <DeletionCard />
      </div>
    </div>
  );
}
