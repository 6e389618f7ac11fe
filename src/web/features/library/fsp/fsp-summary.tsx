import { FileCheck2, ListChecks, ShieldAlert, ShieldCheck } from "lucide-react";
import { SIGNATURE_NOT_CURRENT } from "@domain/library/fsp";
import { formatSignedAt } from "@domain/library/format-signed-at";
import type { FspView } from "@domain/schemas/library";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { StatusPill } from "@/features/library/components/status-pill";

/** Progress, the latest PCQI signature (current or not) and what still needs attention. */
export function FspSummary({ plan }: { plan: FspView }) {
  const completed = plan.sections.filter((s) => s.status === "completed").length;
  const open = plan.sections.length - completed;
  const signature = plan.latestSignature;
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <Card className="py-4">
        <CardContent className="space-y-3 px-4">
          <div className="flex items-center justify-between">
            <p className="text-sm text-muted-foreground">Overall progress</p>
            <ListChecks className="size-4 text-primary" aria-hidden />
          </div>
          <p className="text-2xl font-semibold tabular-nums" data-testid="fsp-progress">
            {plan.progress}%
          </p>
          <Progress value={plan.progress} aria-label="Share of completed sections" />
          <p className="text-xs text-muted-foreground">
            {completed} of {plan.sections.length} sections completed
          </p>
        </CardContent>
      </Card>
      <Card className="py-4" data-testid="signature-card">
        <CardContent className="space-y-2 px-4">
          <div className="flex items-center justify-between">
            <p className="text-sm text-muted-foreground">PCQI sign-off</p>
            {signature?.current ? (
              <ShieldCheck className="size-4 text-emerald-600" aria-hidden />
            ) : (
              <ShieldAlert className="size-4 text-amber-600" aria-hidden />
            )}
          </div>
          {signature ? (
            <>
              <p className="truncate font-semibold">{signature.printedName}</p>
              <p className="text-xs text-muted-foreground">{formatSignedAt(signature.signedAt, signature.timezone)}</p>
              {signature.current ? (
                <StatusPill tone="green">Current</StatusPill>
              ) : (
                <StatusPill tone="amber" className="whitespace-normal">
                  {SIGNATURE_NOT_CURRENT}
                </StatusPill>
              )}
            </>
          ) : (
            <>
              <p className="font-semibold">Not signed</p>
              <StatusPill tone="red">No PCQI signature</StatusPill>
            </>
          )}
        </CardContent>
      </Card>
      <Card className="py-4">
        <CardContent className="space-y-2 px-4">
          <div className="flex items-center justify-between">
            <p className="text-sm text-muted-foreground">Needs attention</p>
            <FileCheck2 className="size-4 text-primary" aria-hidden />
          </div>
          <p className="text-2xl font-semibold tabular-nums">{open}</p>
          <p className="text-xs text-muted-foreground">
            {open === 0 ? "Every section is completed" : `${open === 1 ? "section is" : "sections are"} not completed`}
          </p>
          <p className="truncate font-mono text-[11px] text-muted-foreground" title={plan.contentHash}>
            sha256 {plan.contentHash.slice(0, 16)}…
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
