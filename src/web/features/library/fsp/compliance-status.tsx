import { CheckCircle2, CircleAlert, CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  fspCompliance,
  signatureCompliance,
  type ComplianceState,
  type fspRequirements,
} from "@domain/library/fsp-compliance";
import type { FspView } from "@domain/schemas/library";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { StatusPill } from "@/features/library/components/status-pill";

type ComplianceRequirement = (typeof fspRequirements)[number]["id"];

const stateView: Record<
  ComplianceState,
  { tone: "green" | "amber" | "red"; icon: typeof CheckCircle2; colour: string }
> = {
  met: { tone: "green", icon: CheckCircle2, colour: "text-emerald-600" },
  attention: { tone: "amber", icon: CircleAlert, colour: "text-amber-600" },
  missing: { tone: "red", icon: CircleX, colour: "text-red-600" },
};

/** The components a food safety plan must hold (21 CFR 117.126) and the signature rule, each met or not. */
export function ComplianceStatus({ plan }: { plan: FspView }) {
  const { t } = useTranslation("library");
  const rows = fspCompliance(plan.sections);
  const signature = signatureCompliance(plan.latestSignature);
  const all = [
    ...rows.map((r) => ({
      id: r.id,
      citation: `21 CFR ${r.citation}`,
      title: t(`compliance.requirements.${r.id as ComplianceRequirement}`),
      detail: r.sectionTitle
        ? t("compliance.section", { title: r.sectionTitle, status: t(`fspStatus.${r.sectionStatus!}`) })
        : t("compliance.noSection"),
      state: r.state,
    })),
    {
      id: "signature",
      citation: "21 CFR 117.310",
      title: t("compliance.requirements.signature"),
      detail: !plan.latestSignature
        ? t("fsp.notSigned")
        : plan.latestSignature.current
          ? t("compliance.signedBy", { name: plan.latestSignature.printedName })
          : t("fsp.notCurrent"),
      state: signature,
    },
  ];
  const met = all.filter((r) => r.state === "met").length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("compliance.title")}</CardTitle>
        <CardDescription>{t("compliance.met", { met, count: all.length, site: plan.site.name })}</CardDescription>
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
                <StatusPill tone={view.tone}>{t(`compliance.state.${row.state}`)}</StatusPill>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
