import { CheckCircle2, CircleDashed } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** 'Scope Configured' once the site's scope is confirmed, else 'Scope Incomplete' (spec §2). */
export function ScopeStatusBadge({ confirmed }: { confirmed: boolean }) {
  return confirmed ? (
    <Badge variant="success">
      <CheckCircle2 aria-hidden /> Scope Configured
    </Badge>
  ) : (
    <Badge variant="warning">
      <CircleDashed aria-hidden /> Scope Incomplete
    </Badge>
  );
}
