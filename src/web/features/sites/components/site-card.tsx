import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Clock, MapPin, Settings2, Target } from "lucide-react";
import type { SiteView } from "@domain/schemas/sites";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ScopeStatusBadge } from "./scope-status-badge";

/** One site in Site Management: Configure always, Set Scope only while the scope is not confirmed. */
export function SiteCard({ site }: { site: SiteView }) {
  const { t } = useTranslation("sites");
  return (
    <Card className="gap-4" data-testid={`site-card-${site.id}`}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="text-base">{site.name}</CardTitle>
          <ScopeStatusBadge confirmed={site.scopeConfirmed} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{t(`types.${site.type}`)}</Badge>
          <Badge variant="secondary" className="font-mono">
            {site.id}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-muted-foreground">
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden /> {site.address}
        </p>
        <p className="flex items-center gap-2">
          <Clock className="size-4 shrink-0" aria-hidden /> {site.timezone}
        </p>
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2 border-t border-border pt-4">
        <Button variant="outline" size="sm" asChild>
          <Link to={`/app/settings/sites/${site.id}`} aria-label={t("card.configureSite", { name: site.name })}>
            <Settings2 aria-hidden /> {t("card.configure")}
          </Link>
        </Button>
        {!site.scopeConfirmed && (
          <Button size="sm" asChild>
            <Link to={`/app/settings/sites/${site.id}/scope`} aria-label={t("card.setScopeFor", { name: site.name })}>
              <Target aria-hidden /> {t("card.setScope")}
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
