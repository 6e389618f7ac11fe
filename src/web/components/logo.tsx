import { cn } from "@/lib/utils";

/** The Clausewise mark and word. */
export function Logo({
  inverted = false,
  compact = false,
  className,
}: {
  inverted?: boolean;
  compact?: boolean;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className={inverted ? "fill-white/15" : "fill-primary"} />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          stroke="white"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && <span className={cn("text-lg", inverted ? "text-white" : "text-foreground")}>Clausewise</span>}
    </span>
  );
}
