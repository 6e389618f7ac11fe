import { cn } from "@/lib/utils";
import { LogoMark } from "./logo-mark";

/** The product's name, the same in every language. */
const productName = "Clausewise";

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
      <LogoMark inverted={inverted} />
      {!compact && <span className={cn("text-lg", inverted ? "text-white" : "text-foreground")}>{productName}</span>}
    </span>
  );
}
