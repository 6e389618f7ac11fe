import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The way back from a site's screens to the list of sites. */
export function BackToSites() {
  return (
    <Button variant="ghost" size="sm" className="-ml-3" asChild>
      <Link to="/app/settings/sites">
        <ArrowLeft aria-hidden /> Sites
      </Link>
    </Button>
  );
}
