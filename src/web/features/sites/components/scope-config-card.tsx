import { Link } from "react-router";
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
  const applied = scope?.applied ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scope Configuration</CardTitle>
        <CardDescription>The PrimusGFS modules and products this site is audited against.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!scope && <Skeleton className="h-24" />}
        {scope && !applied && <p className="text-sm text-muted-foreground">Scope configuration is incomplete</p>}
        {applied && scope?.confirmedAt && (
          <dl className="space-y-4">
            <div className="space-y-2">
              <dt className="text-sm text-muted-foreground">Modules</dt>
              <dd className="flex flex-wrap gap-2" data-testid="scope-modules">
                {applied.modules.map((id) => (
                  <Badge key={id} variant="secondary">
                    {getModule(id)?.name ?? id}
                  </Badge>
                ))}
              </dd>
            </div>
            <div className="space-y-2">
              <dt className="text-sm text-muted-foreground">Products</dt>
              <dd className="flex flex-wrap gap-2" data-testid="scope-products">
                {applied.products.length === 0 ? (
                  <span className="text-sm">Not specified</span>
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
              <dt className="text-sm text-muted-foreground">Configured</dt>
              <dd className="text-sm font-medium">
                {formatInstantDate(scope.confirmedAt, timezone)}
                {scope.confirmedBy && <span className="text-muted-foreground"> by {scope.confirmedBy}</span>}
              </dd>
            </div>
          </dl>
        )}
        {scope?.hasUnappliedChanges && (
          <p className="text-sm text-muted-foreground">A saved draft has changes that are not applied yet.</p>
        )}
      </CardContent>
      <CardFooter className="border-t border-border pt-4">
        <Button asChild>
          <Link to={`/app/settings/sites/${siteId}/scope`}>
            <Target aria-hidden /> {applied ? "Reconfigure Scope" : "Configure Scope"}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
