import type { TFunction } from "i18next";
import type { ScheduleFrequency } from "@domain/schedules/schedule";
import { formatClockTime, formatDate, formatWeekday } from "@/lib/format-date";

/** A schedule's rhythm in words: "Each operating day by 7:00 AM", "Weekly on Mon by 4:00 PM"… */
export function describeRhythm(t: TFunction<"sites">, f: ScheduleFrequency): string {
  switch (f.kind) {
    case "per_shift":
      return t("schedules.rhythm.per_shift", {
        shifts: f.shifts.map((s) => `${s.name} ${formatClockTime(s.dueTime)}`).join(", "),
      });
    case "daily":
    case "operating_days":
      return t(`schedules.rhythm.${f.kind}`, { time: formatClockTime(f.dueTime) });
    case "weekly":
      return t("schedules.rhythm.weekly", {
        days: f.weekdays.map(formatWeekday).join(", "),
        time: formatClockTime(f.dueTime),
      });
    case "monthly":
      return t("schedules.rhythm.monthly", { day: f.dayOfMonth, time: formatClockTime(f.dueTime) });
    case "yearly":
      return t("schedules.rhythm.yearly", {
        date: formatDate(`2001-${String(f.month).padStart(2, "0")}-${String(f.day).padStart(2, "0")}`, "short"),
        time: formatClockTime(f.dueTime),
      });
  }
}
