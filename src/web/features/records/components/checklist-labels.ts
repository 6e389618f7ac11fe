import { useTranslation } from "react-i18next";
import { sanitationChecklist } from "@domain/records/catalogue";

/** The catalogue key of each pre-operational checklist item, in the order of `sanitationChecklist`. */
export const checklistItemKeys = [
  "foodContact",
  "nonFoodContact",
  "drains",
  "standingWater",
  "sanitizer",
  "handWash",
] as const satisfies { length: (typeof sanitationChecklist)["length"] };

/**
 * A checklist item's text in the app's language. Records keep the English text they were made with; an
 * item that is not (or no longer) in the checklist has no key, and the record's own text is shown.
 */
export function useChecklistItemLabel(): (item: string) => string {
  const { t } = useTranslation("records");
  return (item) => {
    const key = checklistItemKeys[sanitationChecklist.indexOf(item as (typeof sanitationChecklist)[number])];
    return key ? t(`checklist.${key}`) : item;
  };
}
