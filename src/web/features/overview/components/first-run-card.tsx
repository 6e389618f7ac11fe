import { Link } from "react-router";
import { CheckCircle2, Circle } from "lucide-react";
import type { FirstRunStepId } from "@domain/accounts/first-run";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useFirstRun } from "@/features/overview/api/get-first-run";

const stepText: Record<FirstRunStepId, { title: string; detail: string; to: string }> = {
  site: {
    title: "Add your first site",
    detail: "A packhouse, farm, harvest operation or cold store: its address and time zone.",
    to: "/app/settings/sites",
  },
  scope: {
    title: "Confirm the site's audit scope",
    detail: "The scope wizard picks the scheme modules and clauses the site is audited against.",
    to: "/app/settings/sites",
  },
  team: {
    title: "Invite your team",
    detail: "Give QA, PCQI and supervisors their own accounts and roles.",
    to: "/app/settings/users",
  },
  directory: {
    title: "Import your employee directory",
    detail: "Crew and staff for training records: a CSV with ID, name, role, site and hire date.",
    to: "/app/people/directory",
  },
};

/** A new organisation's first steps, until each is done; the server says which are. */
export function FirstRunCard() {
  const { data } = useFirstRun();
  if (!data || data.complete) return null;
  const remaining = data.steps.filter((s) => !s.done).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Get Clausewise ready</CardTitle>
        <CardDescription>
          {remaining === 1 ? "One step left." : `${remaining} steps left.`} Each one unlocks more of the overview.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-2">
          {data.steps.map((step) => {
            const text = stepText[step.id];
            return (
              <li key={step.id}>
                <Link
                  to={text.to}
                  className="flex min-h-11 items-start gap-3 rounded-md p-2 hover:bg-muted focus-visible:outline-2"
                >
                  {step.done ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                  ) : (
                    <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                  )}
                  <span className="text-sm">
                    <span className={step.done ? "font-medium line-through" : "font-medium"}>{text.title}</span>
                    <span className="sr-only">{step.done ? " (done)" : " (to do)"}</span>
                    <span className="block text-muted-foreground">{text.detail}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
