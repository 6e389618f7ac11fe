import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/logo";

/** The centred card of the small public account pages (forgot password, reset password). */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-6">
      <div className="w-full max-w-md space-y-6 rounded-xl border bg-background p-6 shadow-sm sm:p-8">
        <div className="space-y-2">
          <Link to="/" className="w-fit">
            <Logo />
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{description}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}
