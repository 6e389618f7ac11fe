import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return "Something went wrong while loading this page.";
}

/** The screen shown when a route throws while loading or rendering (spec §8). */
export function RouteError() {
  const error = useRouteError();
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="max-w-md text-muted-foreground">{describe(error)}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
