import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { sampleDocuments } from "@domain/audit-demo/sample-documents";
import { useInViewOnce } from "@/features/landing/hooks/use-in-view-once";
import { AuditSimulationDialog } from "./audit-simulation-dialog";
import { DocumentPreviewDialog } from "./document-preview-dialog";
import { SectionHeading } from "./section-heading";

export function TryItOut() {
  const { t } = useTranslation("landing");
  const { ref, inView } = useInViewOnce<HTMLDivElement>();

  return (
    <section id="try-it-out" aria-labelledby="try-it-out-title" className="scroll-mt-20 bg-muted/40 py-20 md:py-28">
      <div
        ref={ref}
        data-in-view={inView}
        className={cn(
          "mx-auto max-w-6xl px-4 transition duration-700 ease-out sm:px-6 motion-reduce:translate-y-0 motion-reduce:opacity-100 motion-reduce:transition-none",
          inView ? "translate-y-0 opacity-100" : "translate-y-8 opacity-0",
        )}
      >
        <SectionHeading id="try-it-out" eyebrow={t("tryItOut.eyebrow")} title={t("tryItOut.title")}>
          {t("tryItOut.lead")}
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("tryItOut.documents")}>
          {sampleDocuments.map((doc) => (
            <li key={doc.id}>
              <DocumentPreviewDialog doc={doc} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-center text-sm text-muted-foreground">{t("tryItOut.scope")}</p>
          <AuditSimulationDialog />
          <p className="text-center text-sm text-muted-foreground">{t("tryItOut.noSignUp")}</p>
        </div>
      </div>
    </section>
  );
}
