import { CheckCircle2, CircleAlert, CircleX } from "lucide-react";
import { fspCompliance, signatureCompliance, type ComplianceState } from "@domain/library/fsp-compliance";
import { fspStatusLabels, SIGNATURE_NOT_CURRENT } from "@domain/library/fsp";
import type { FspView } from "@domain/schemas/library";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { StatusPill } from "@/features/library/components/status-pill";

const stateView: Record<
  ComplianceState,
  { label: string; tone: "green" | "amber" | "red"; icon: typeof CheckCircle2; colour: string }
> = {
  met: { label: "Met", tone: "green", icon: CheckCircle2, colour: "text-emerald-600" },
  attention: { label: "Needs attention", tone: "amber", icon: CircleAlert, colour: "text-amber-600" },
  missing: { label: "Missing", tone: "red", icon: CircleX, colour: "text-red-600" },
};

/** The components a food safety plan must hold (21 CFR 117.126) and the signature rule, each met or not. */
export function ComplianceStatus({ plan }: { plan: FspView }) {
  const rows = fspCompliance(plan.sections);
  const signature = signatureCompliance(plan.latestSignature);
  const all = [
    ...rows.map((r) => ({
      id: r.id,
      citation: `21 CFR ${r.citation}`,
      title: r.title,
      detail: r.sectionTitle ? `${r.sectionTitle} — ${fspStatusLabels[r.sectionStatus!]}` : "No section in the plan",
      state: r.state,
    })),
    {
      id: "signature",
      citation: "21 CFR 117.310",
      title: "Plan signed and dated by the owner, operator or agent in charge (PCQI) on completion and on every change",
      detail: !plan.latestSignature
        ? "Not signed"
        : plan.latestSignature.current
          ? `Signed by ${plan.latestSignature.printedName}`
          : SIGNATURE_NOT_CURRENT,
      state: signature,
    },
  ];
  const met = all.filter((r) => r.state === "met").length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compliance Status</CardTitle>
        <CardDescription>
          {met} of {all.length} requirements met for {plan.site.name}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        <ul className="divide-y divide-border border-t border-border">
          {all.map((row) => {
            const view = stateView[row.state];
            return (
              <li key={row.id} className="flex items-start gap-3 px-6 py-3">
                <view.icon className={`mt-0.5 size-4 shrink-0 ${view.colour}`} aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{row.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {row.citation} · {row.detail}
                  </p>
                </div>
                <StatusPill tone={view.tone}>{view.label}</StatusPill>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
