import { cn } from "@/lib/utils";

/** The Clausewise mark: a check in a rounded square; `className` sets its size (size-7 unless given). */
export function LogoMark({ inverted = false, className = "size-7" }: { inverted?: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("shrink-0", className)} aria-hidden>
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
  );
}
