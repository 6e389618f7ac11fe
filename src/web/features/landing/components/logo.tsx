import { Link } from "react-router";
import { cn } from "@/lib/utils";

/** The Clausewise mark and word, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn("flex items-center gap-2 rounded-md font-semibold tracking-tight", className)}
      aria-label="Clausewise home"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          stroke="white"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg">Clausewise</span>
    </Link>
  );
}
