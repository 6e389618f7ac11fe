import { withSite } from "@/lib/site-link";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ArrowLeft, ArrowRight, Eye, Loader2, Save } from "lucide-react";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/lib/use-me";
import { SiteNotFound } from "@/components/site-not-found";
import { useConfirmScope } from "./api/confirm-scope";
import { useSiteScope } from "@/lib/use-site-scope";
import { DraftStatusText } from "./components/draft-status";
import { useWizardStep, WIZARD_STEPS, WizardProgress } from "./components/wizard-progress";
import { ActivitiesStep } from "./steps/activities-step";
import { ModulesStep } from "./steps/modules-step";
import { ProductsStep } from "./steps/products-step";
import { ReviewStep } from "./steps/review-step";
import { SiteProfileStep } from "./steps/site-profile-step";
import { useScopeDraft } from "./use-scope-draft";
import { showApiError } from "@/lib/api-errors";

/** /app/settings/sites/:siteId/scope — the five-step scope wizard. */
export function ScopeWizardPage() {
  const { t } = useTranslation("scope");
  const stepText = useWizardStep();
  const { siteId = "" } = useParams();
  const navigate = useNavigate();
  const query = useSiteScope(siteId);
  const canEdit = useCan("scope.edit");
  const canConfirm = useCan("scope.confirm");
  const draft = useScopeDraft(siteId, query.data, canEdit);
  const confirm = useConfirmScope(siteId);
  const [step, setStep] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<[string, string][]>([]);

  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) {
    return <SiteNotFound message={query.error.status === 403 ? query.error.message : undefined} />;
  }
  if (query.error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{query.error.message}</AlertDescription>
      </Alert>
    );
  }
  const view = query.data;
  const scope = draft.scope;
  if (!view || !scope) {
    return (
      <div className="space-y-4" role="status" aria-label={t("wizard.loading")}>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-16" />
        <Skeleton className="h-96" />
      </div>
    );
  }

  const readOnly = !canEdit;
  const goTo = (next: number) => {
    void draft.flush();
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const apply = () => {
    draft.cancelPending();
    setFieldErrors([]);
    confirm.mutate(scope, {
      onSuccess: () => {
        toast.success(t("wizard.saved"), { description: t("wizard.savedDescription") });
        // Show the overview of the site just configured, not whichever site was current.
        navigate(withSite("/app/overview", siteId));
      },
      onError: (error) => showApiError(error, (fields) => setFieldErrors(Object.entries(fields)), t("wizard.notSaved")),
    });
  };
  const stepProps = { scope, update: draft.update, readOnly };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="space-y-3">
        <Button variant="ghost" size="sm" className="-ml-3" asChild>
          <Link to={`/app/settings/sites/${view.site.id}`}>
            <ArrowLeft aria-hidden /> {view.site.name}
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight">{t("wizard.title")}</h1>
            <p className="text-sm text-muted-foreground">{t("wizard.subtitle", { site: view.site.name })}</p>
          </div>
          <DraftStatusText status={draft.status} />
        </div>
      </div>

      {readOnly && (
        <Alert>
          <Eye aria-hidden />
          <AlertTitle>{t("wizard.readOnly")}</AlertTitle>
          <AlertDescription>{t("wizard.readOnlyDescription")}</AlertDescription>
        </Alert>
      )}

      <WizardProgress step={step} onSelect={goTo} />

      <Card>
        <CardHeader>
          <CardTitle>
            {stepText(step).title}{" "}
            <span className="font-normal text-muted-foreground">({stepText(step).subtitle})</span>
          </CardTitle>
          <CardDescription>{stepText(step).description}</CardDescription>
        </CardHeader>
        <CardContent>
          {step === 0 && <SiteProfileStep view={view} {...stepProps} />}
          {step === 1 && <ProductsStep {...stepProps} />}
          {step === 2 && <ActivitiesStep {...stepProps} />}
          {step === 3 && <ModulesStep {...stepProps} />}
          {step === 4 && <ReviewStep view={view} {...stepProps} />}
        </CardContent>
      </Card>

      {fieldErrors.length > 0 && (
        <Alert variant="destructive">
          <AlertTitle>{t("wizard.notSavedTitle")}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {fieldErrors.map(([field, message]) => (
                <li key={field}>
                  <span className="font-mono text-xs">{field}</span>: {message}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden /> {t("wizard.previous")}
        </Button>
        {step < WIZARD_STEPS.length - 1 ? (
          <Button onClick={() => goTo(step + 1)}>
            {t("wizard.next")} <ArrowRight aria-hidden />
          </Button>
        ) : (
          <div className="flex flex-col items-stretch gap-2 sm:items-end">
            <Button
              onClick={apply}
              disabled={!canConfirm || confirm.isPending}
              aria-describedby={canConfirm ? undefined : "apply-help"}
            >
              {confirm.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
              {t("wizard.apply")}
            </Button>
            {!canConfirm && (
              <p id="apply-help" className="text-xs text-muted-foreground sm:text-right">
                {t("wizard.applyOnlyAdmins")}
                {canEdit ? t("wizard.applyDraftSaved") : ""}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
