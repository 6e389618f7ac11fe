import { lazy, Suspense } from "react";
import type { AskPanelProps } from "@/lib/ask-panel-slot";
import { PageLoading } from "@/components/page-loading";

const AskPanel = lazy(() => import("@/features/ask/components/ask-panel").then((m) => ({ default: m.AskPanel })));

/** The Ask panel the shell gives the screens (issue 18), its code and catalogue loaded when first shown. */
export function OnDemandAskPanel(props: AskPanelProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <AskPanel {...props} />
    </Suspense>
  );
}
