import { useTranslation } from "react-i18next";
import { MAX_SECTIONS, MIN_SECTION_TEXT } from "@domain/library/sop-training";

/** How Create Training from SOP splits a procedure into sections (`sopTrainingSections`), in the reader's language. */
export function SopTrainingRule() {
  const { t } = useTranslation("library");
  return <>{t("sopTraining.rule", { min: MIN_SECTION_TEXT, max: MAX_SECTIONS })}</>;
}
