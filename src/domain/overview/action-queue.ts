import type { IsoDate } from "../dates";
import { workItemUrl } from "./screen-links";
import { dueStatus, type DueStatus, type WorkItem, type WorkKind } from "./work-items";

export const actionTabs = ["verify", "training", "capas", "cal", "suppliers", "trace"] as const;
export type ActionTab = (typeof actionTabs)[number];
export const actionTabLabels: Record<ActionTab, string> = {
  verify: "Verify",
  training: "Training",
  capas: "CAPAs",
  cal: "Cal",
  suppliers: "Suppliers",
  trace: "Trace",
};

/** Spec §9: the action queue shows at most 3 items per tab. */
export const ACTION_QUEUE_LIMIT = 3;

export interface ActionItem {
  kind: WorkKind;
  id: string;
  title: string;
  detail: string;
  due: IsoDate;
  status: DueStatus;
  /** The button's text and the screen it opens. */
  action: string;
  url: string;
  /** `title` and `detail` as messages, for the server to render in the reader's language. */
  text?: WorkItem["text"];
}

export interface ActionQueueTab {
  tab: ActionTab;
  /** All open items of the tab; `items` holds the first ACTION_QUEUE_LIMIT. */
  total: number;
  items: ActionItem[];
}

const actionLabels: Record<WorkKind, string> = {
  verification: "Verify",
  capa: "Review CAPA",
  capa_missing: "Open CAPA",
  finding: "Close finding",
  training: "View",
  missed_log: "Fill log",
  supplier_action: "Review supplier",
  supplier_expiring: "Request renewal",
  kde_incomplete: "Complete KDEs",
  recall_drill_due: "Run drill",
  recall_drill_late: "Review drill",
  trace_plan_unsigned: "Sign plan",
};

/**
 * ACTION QUEUE: Verify = records awaiting verification; Training = required training not completed;
 * CAPAs = incidents whose CAPA is open or still to initiate; Cal and Suppliers = any open work linked
 * to a clause tagged calibration or supplier; Trace = FSMA 204 work (incomplete trace events, mock recall drills, the traceability plan). Each tab is ordered by due date (most overdue first) and
 * cut to ACTION_QUEUE_LIMIT items. `work` may hold only the candidates (the first items of each tab,
 * chosen by the server in SQL) when `totals` gives each tab's full count; without it the tab counts `work`.
 */
export function actionQueue(
  work: readonly WorkItem[],
  clauseTags: ReadonlyMap<string, readonly string[]>,
  today: IsoDate,
  totals?: Readonly<Record<ActionTab, number>>,
): ActionQueueTab[] {
  const tagged = (item: WorkItem, tag: string) => item.clauseIds.some((id) => clauseTags.get(id)?.includes(tag));
  const belongs: Record<ActionTab, (item: WorkItem) => boolean> = {
    verify: (i) => i.kind === "verification",
    training: (i) => i.kind === "training",
    capas: (i) => i.kind === "capa" || i.kind === "capa_missing",
    cal: (i) => tagged(i, "calibration"),
    suppliers: (i) => tagged(i, "supplier"),
    trace: (i) =>
      i.kind === "kde_incomplete" ||
      i.kind === "recall_drill_due" ||
      i.kind === "recall_drill_late" ||
      i.kind === "trace_plan_unsigned",
  };
  return actionTabs.map((tab) => {
    const mine = work.filter(belongs[tab]).sort((a, b) => a.due.localeCompare(b.due) || a.title.localeCompare(b.title));
    return {
      tab,
      total: totals?.[tab] ?? mine.length,
      items: mine.slice(0, ACTION_QUEUE_LIMIT).map((item) => ({
        kind: item.kind,
        id: item.id,
        title: item.title,
        detail: item.detail,
        due: item.due,
        status: dueStatus(item.due, today),
        action: actionLabels[item.kind],
        url: workItemUrl(item.kind, item.id),
        ...(item.text ? { text: item.text } : {}),
      })),
    };
  });
}
