import { BackToSites } from "./back-to-sites";

/** Shown for a site id that is missing, unknown or out of reach. */
export function SiteNotFound({ message }: { message?: string }) {
  return (
    <div className="space-y-4">
      <BackToSites />
      <div className="rounded-xl border border-dashed border-border py-16 text-center">
        <h1 className="text-xl font-semibold">Site not found</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {message ?? "There is no site with this id in your organisation."}
        </p>
      </div>
    </div>
  );
}
