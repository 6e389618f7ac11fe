import type { OverviewView } from "@domain/schemas/overview";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

/** Training Coverage by role: completed ÷ required assignments of each job role. */
export function TrainingByRoleCard({ roles }: { roles: OverviewView["trainingByRole"] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Training Coverage by Role</CardTitle>
        <CardDescription>Required training completed</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {roles.length === 0 && (
          <p className="text-sm text-muted-foreground">No required training is assigned at this site.</p>
        )}
        {roles.map((r) => (
          <div key={r.role} className="space-y-1.5">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium">{r.label}</span>
              <span className="text-muted-foreground tabular-nums">
                {r.percent}%{" "}
                <span className="text-xs">
                  ({r.completed}/{r.required})
                </span>
              </span>
            </div>
            <Progress value={r.percent} aria-label={`${r.label} training coverage`} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
