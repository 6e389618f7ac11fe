import { Link } from "react-router";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ActionQueueTab } from "@domain/overview/action-queue";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DueStatusBadge } from "./due-status-badge";
import { formatDate } from "@/lib/format-date";

/** Action Queue: five tabs, at most 3 items each, each with a button to the item's screen. */
export function ActionQueueCard({ queue }: { queue: ActionQueueTab[] }) {
  const { t } = useTranslation("overview");
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{t("actionQueue.title")}</CardTitle>
        <CardDescription>{t("actionQueue.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="verify">
          {/* The five tabs wrap onto two rows on a phone rather than scroll out of sight. */}
          <TabsList className="h-auto w-full flex-wrap justify-start">
            {queue.map((tab) => (
              <TabsTrigger key={tab.tab} value={tab.tab} className="h-7.5 gap-1">
                {t(`actionQueue.tabs.${tab.tab}`)}
                {tab.total > 0 && (
                  <span className="rounded-full bg-primary px-1.5 text-[10px] font-semibold text-primary-foreground tabular-nums">
                    {tab.total}
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {queue.map((tab) => (
            <TabsContent key={tab.tab} value={tab.tab} className="mt-2">
              {tab.items.length === 0 ? (
                <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
                  <CheckCircle2 className="size-4 text-success" aria-hidden /> {t("actionQueue.empty")}
                </p>
              ) : (
                <ul className="divide-y divide-border">
                  {tab.items.map((item) => (
                    <li
                      key={`${item.kind}:${item.id}`}
                      className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap"
                    >
                      <div className="min-w-0 basis-full sm:basis-auto sm:flex-1">
                        <p className="truncate text-sm font-medium">{item.title}</p>
                        <p className="truncate text-xs text-muted-foreground">{item.detail}</p>
                      </div>
                      <div className="ml-auto flex shrink-0 items-center gap-2">
                        <span className="text-xs text-muted-foreground tabular-nums">
                          {t("actionQueue.due", { date: formatDate(item.due, "short") })}
                        </span>
                        <DueStatusBadge status={item.status} />
                        <Button size="sm" variant="outline" asChild>
                          <Link to={item.url}>{t(`actionQueue.actions.${item.kind}`)}</Link>
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              {tab.total > tab.items.length && (
                <p className="pt-1 text-xs text-muted-foreground">
                  {t("actionQueue.more", { count: tab.total - tab.items.length })}
                </p>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
