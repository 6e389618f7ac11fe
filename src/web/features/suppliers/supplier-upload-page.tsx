import { useState } from "react";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CheckCircle2, Clock, LinkIcon } from "lucide-react";
import { toast } from "@/lib/toast";
import { supplierDocumentTypes, type SupplierDocumentType } from "@domain/suppliers/requirements";
import { Logo } from "@/components/logo";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import { usePublicUpload, useUploadLinkInfo } from "./api/suppliers";
import { DocumentForm } from "./components/document-form";

/**
 * /supplier-upload/:token — a supplier's contact uploads the documents her customer asked for, without an
 * account (issue 21). Each upload lands "to review" for the customer's QA manager. A withdrawn or expired
 * link (410) or an unknown one (404) says so plainly, in the language chosen in the menu.
 */
export function SupplierUploadPage() {
  const { t, i18n } = useTranslation("suppliers");
  const { token = "" } = useParams();
  // Read again in the language chosen in the menu: the API's messages (a closed link's) come in it.
  const info = useUploadLinkInfo(token, i18n.language);
  const upload = usePublicUpload(token);
  const [sent, setSent] = useState<{ type: SupplierDocumentType; version: number }[]>([]);
  const [formKey, setFormKey] = useState(0);
  const [uploader, setUploader] = useState("");

  return (
    <div className="min-h-svh bg-muted/40">
      <header className="flex items-center justify-between gap-3 border-b border-border bg-background px-4 py-3">
        <Logo />
        <LanguageSwitcher />
      </header>
      <main className="touch-targets mx-auto w-full max-w-2xl space-y-5 p-4 sm:p-6">
        {info.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : info.isError ? (
          <LinkProblem error={info.error} />
        ) : (
          <>
            <div className="space-y-1">
              <h1 className="text-2xl font-semibold tracking-tight break-words">
                {t("public.title", { supplier: info.data.supplier })}
              </h1>
              <p className="text-sm text-muted-foreground">
                {t("public.description", { organisation: info.data.organisation })}
              </p>
              <p className="flex items-center gap-1.5 text-sm">
                <Clock className="size-4" aria-hidden />
                {t("public.expires", { date: formatDateTime(info.data.expiresAt) })}
              </p>
            </div>
            <Card>
              <CardHeader>
                <CardTitle>{t("public.requested")}</CardTitle>
              </CardHeader>
              <CardContent>
                {info.data.documentTypes.length === 0 ? (
                  <p className="text-sm">{t("public.anyDocument")}</p>
                ) : (
                  <ul className="space-y-1 text-sm" data-testid="requested-documents">
                    {info.data.documentTypes.map((type) => {
                      const done = sent.find((s) => s.type === type);
                      return (
                        <li key={type} className="flex items-center gap-2">
                          {done ? (
                            <CheckCircle2 className="size-4 text-success" aria-hidden />
                          ) : (
                            <span className="size-4" aria-hidden />
                          )}
                          <span>{t(`documentType.${type}`)}</span>
                          {done ? <span className="text-muted-foreground">— {t("public.sentWord")}</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </CardContent>
            </Card>
            {sent.length > 0 ? (
              <Alert role="status">
                <CheckCircle2 aria-hidden />
                <AlertTitle>{t("public.sentTitle")}</AlertTitle>
                <AlertDescription>
                  {t("public.sentDescription", { organisation: info.data.organisation })}
                </AlertDescription>
              </Alert>
            ) : null}
            <Card>
              <CardHeader>
                <CardTitle>{t("public.uploadTitle")}</CardTitle>
                <CardDescription>{t("public.uploadDescription")}</CardDescription>
              </CardHeader>
              <CardContent>
                <DocumentForm
                  key={formKey}
                  id="public-upload"
                  withUploader
                  defaultUploader={uploader}
                  types={info.data.documentTypes.length > 0 ? info.data.documentTypes : supplierDocumentTypes}
                  defaultType={
                    info.data.documentTypes.find((type) => !sent.some((s) => s.type === type)) ??
                    info.data.documentTypes[0]
                  }
                  pending={upload.isPending}
                  submitLabel={t("public.submit")}
                  onSubmit={(fields, file, fail) =>
                    upload.mutate(
                      { fields, file },
                      {
                        onSuccess: ({ document }) => {
                          setUploader(fields.uploaderName);
                          toast.success(t("public.sentTitle"), { description: t(`documentType.${document.type}`) });
                          setSent((s) => [...s, { type: document.type, version: document.version }]);
                          setFormKey((k) => k + 1);
                        },
                        onError: (error) => {
                          if (error instanceof ApiError && (error.status === 410 || error.status === 404))
                            void info.refetch();
                          fail(error);
                        },
                      },
                    )
                  }
                />
              </CardContent>
            </Card>
          </>
        )}
      </main>
    </div>
  );
}

function LinkProblem({ error }: { error: Error }) {
  const { t } = useTranslation("suppliers");
  const status = error instanceof ApiError ? error.status : 0;
  const title =
    status === 410 ? t("public.goneTitle") : status === 404 ? t("public.unknownTitle") : t("public.errorTitle");
  return (
    <Card>
      <CardHeader>
        <LinkIcon className="size-6 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-semibold">{title}</h1>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p data-testid="upload-link-problem">{apiErrorMessage(error)}</p>
        {status !== 410 ? <p className="text-muted-foreground">{t("public.askAgain")}</p> : null}
        {status !== 410 && status !== 404 ? (
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t("public.retry")}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
