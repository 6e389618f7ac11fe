import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Target } from "lucide-react";
import { getModule } from "@domain/catalogue";
import type { SiteScopeView } from "@domain/schemas/scope-api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatInstantDate } from "@/lib/format-date";

/** Scope Configuration: modules, products and the configured date once confirmed. */
export function ScopeConfigCard({
  siteId,
  timezone,
  scope,
}: {
  siteId: string;
  timezone: string;
  scope: SiteScopeView | undefined;
}) {
  const { t } = useTranslation("sites");
  const applied = scope?.applied ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("scope.title")}</CardTitle>
        <CardDescription>{t("scope.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!scope && <Skeleton className="h-24" />}
        {scope && !applied && <p className="text-sm text-muted-foreground">{t("scope.incomplete")}</p>}
        {applied && scope?.confirmedAt && (
          <dl className="space-y-4">
            <div className="space-y-2">
              <dt className="text-sm text-muted-foreground">{t("scope.modules")}</dt>
              <dd className="flex flex-wrap gap-2" data-testid="scope-modules">
                {applied.modules.map((id) => (
                  <Badge key={id} variant="secondary">
                    {getModule(id)?.name ?? id}
                  </Badge>
                ))}
              </dd>
            </div>
            <div className="space-y-2">
              <dt className="text-sm text-muted-foreground">{t("scope.products")}</dt>
              <dd className="flex flex-wrap gap-2" data-testid="scope-products">
                {applied.products.length === 0 ? (
                  <span className="text-sm">{t("scope.notSpecified")}</span>
                ) : (
                  applied.products.map((product) => (
                    <Badge key={product} variant="outline">
                      {product}
                    </Badge>
                  ))
                )}
              </dd>
            </div>
            <div className="space-y-1">
              <dt className="text-sm text-muted-foreground">{t("scope.configured")}</dt>
              <dd className="text-sm font-medium">
                {formatInstantDate(scope.confirmedAt, timezone)}
                {scope.confirmedBy && (
                  <span className="text-muted-foreground">{t("scope.by", { name: scope.confirmedBy })}</span>
                )}
              </dd>
            </div>
          </dl>
        )}
        {scope?.hasUnappliedChanges && <p className="text-sm text-muted-foreground">{t("scope.unapplied")}</p>}
      </CardContent>
      <CardFooter className="border-t border-border pt-4">
        <Button asChild>
          <Link to={`/app/settings/sites/${siteId}/scope`}>
            <Target aria-hidden /> {applied ? t("scope.reconfigure") : t("scope.configure")}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
