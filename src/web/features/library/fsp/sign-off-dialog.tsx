import { useTranslation } from "react-i18next";
import { FSP_SIGNATURE_MEANING } from "@domain/library/fsp";
import type { FspView } from "@domain/schemas/library";
import { ESignatureDialog } from "@/components/e-signature-dialog";
import { useMe } from "@/lib/use-me";
import { useSignFsp } from "@/features/library/api/fsp";
import { formatSignedAt } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

/** The PCQI signs the Food Safety Plan with the shared e-signature confirmation, bound to the plan's hash. */
export function SignOffDialog({
  plan,
  open,
  onOpenChange,
}: {
  plan: FspView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("library");
  const { t: tc } = useTranslation("common");
  const me = useMe();
  const sign = useSignFsp(plan.site.id);
  // Why the plan cannot be signed yet (the server's rule, fspSignBlocker), in the reader's language.
  const openSections = plan.sections.filter((s) => s.status !== "completed");
  const blocker = !plan.signBlocker
    ? null
    : plan.sections.length === 0
      ? t("signOff.noSections")
      : t("signOff.completeFirst", {
          count: openSections.length,
          sections: openSections.map((s) => s.title).join(", "),
        });

  return (
    <ESignatureDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("fsp.signOff")}
      description={t("signOff.description")}
      meaning={FSP_SIGNATURE_MEANING}
      blocker={blocker}
      submit={t("signOff.submit")}
      rows={[
        [
          t("signOff.printedName"),
          t("signOff.nameAndRole", {
            name: me.data?.user.name ?? "",
            role: me.data ? tc(`roles.${me.data.role}`) : "",
          }),
          false,
        ],
        [
          t("signOff.dateTime"),
          t("signOff.dateTimeValue", { date: formatSignedAt(new Date(), plan.site.timezone) }),
          false,
        ],
        [
          t("signOff.plan"),
          t("signOff.planValue", { site: plan.site.name, percent: formatPercent(plan.progress) }),
          false,
        ],
        [t("signOff.hash"), plan.contentHash, true],
      ]}
      sign={async (input) => {
        const signature = await sign.mutateAsync(input);
        return {
          title: t("signOff.done"),
          description: t("signOff.doneDescription", {
            name: signature.printedName,
            date: formatSignedAt(signature.signedAt, signature.timezone),
          }),
        };
      }}
    />
  );
}
