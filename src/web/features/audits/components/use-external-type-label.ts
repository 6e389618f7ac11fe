import { useTranslation } from "react-i18next";
import { externalAuditTypes } from "@domain/schemas/audits";

type ExternalAuditType = (typeof externalAuditTypes)[number];
const isKnown = (type: string): type is ExternalAuditType => (externalAuditTypes as readonly string[]).includes(type);

/** An external audit's type ("Customer") in the reader's language; a type the catalogue lacks is shown as stored. */
export function useExternalTypeLabel() {
  const { t } = useTranslation("audits");
  return (type: string) => (isKnown(type) ? t(`externalTypes.${type}`) : type);
}
