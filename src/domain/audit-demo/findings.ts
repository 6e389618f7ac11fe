import type { Finding } from "./types";
import { addCalendarDays, utcDate } from "../dates";

type FindingTemplate = Omit<Finding, "dueDate"> & { dueInDays: number };

/** The 3 sample findings; due dates are set relative to the run so the demo never looks stale. */
export const sampleFindings: readonly FindingTemplate[] = [
  {
    severity: "NC",
    clause: "7.01.02",
    title: "Pre-harvest assessment missing for block B7",
    summary:
      "Block B7 was harvested without a recorded pre-harvest inspection. Inspect and record every block before harvest, and assess the lots already shipped.",
    ownerRole: "PCQI",
    dueInDays: 7,
    evidenceToClose: [
      "Signed pre-harvest inspection form for block B7",
      "Risk assessment of lot OX-25-0412",
      "Updated SOP-HAR-001 requiring the inspection within 7 days before harvest",
    ],
  },
  {
    severity: "Partial",
    clause: "7.02.04",
    title: "Knife sanitising not recorded every day",
    summary:
      "Harvest bins are washed and logged daily, but knife sanitising is missing on 9 of the last 30 days. Add knives to the daily sanitation log and brief the crew leads.",
    ownerRole: "Supervisor",
    dueInDays: 14,
    evidenceToClose: ["Revised daily sanitation log with a knife line", "Crew lead briefing sign-in sheet"],
  },
  {
    severity: "Partial",
    clause: "7.03.05",
    title: "Hygiene training records incomplete for harvest crew",
    summary:
      "14 of 62 harvest crew members have no hygiene training record this season. Train them, or find and file their records, before their next shift.",
    ownerRole: "QA Manager",
    dueInDays: 21,
    evidenceToClose: ["Training sign-in sheets for the 14 crew members", "Updated training matrix"],
  },
];

/** The findings with due dates counted from `now`, as ISO dates. */
export function findingsAsOf(now: Date): Finding[] {
  // The public demo has no site: it dates its findings by the UTC calendar.
  const today = utcDate(now);
  return sampleFindings.map(({ dueInDays, ...finding }) => ({
    ...finding,
    dueDate: addCalendarDays(today, dueInDays),
  }));
}
