import { Construction } from "lucide-react";

/** Spec route table: placeholder screens for areas not yet offered. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 py-24 text-center">
      <Construction className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-sm font-medium text-muted-foreground">{title}</p>
      <h1 className="text-2xl font-semibold">Coming Soon</h1>
      <p className="text-muted-foreground">This feature is currently under development. Check back soon for updates.</p>
    </div>
  );
}
