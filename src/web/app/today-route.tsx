import { RecordFormDialog } from "@/features/records/components/record-form-dialog";
import { TodayPage } from "@/features/today/today-page";

/** /app/today: the app composes the Today screen with the records area's log form. */
export function TodayRoute() {
  return <TodayPage fillDialog={RecordFormDialog} />;
}
