import { Badge } from "../../components/ui/badge";
import { useCurrentSite } from "../sites/use-sites";

export function OverviewPage() {
  const site = useCurrentSite();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{site?.name ?? "Overview"}</h1>
        <Badge variant="secondary">Last 30 days</Badge>
      </div>
    </div>
  );
}
