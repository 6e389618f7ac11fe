import { cn } from "@/lib/utils";
import { scrollToSection } from "@/features/landing/scroll-to-section";

interface Props {
  id: string;
  label: string;
  className?: string;
  /** Runs before scrolling; `scroll` is called when the caller is ready (e.g. once a drawer closes). */
  onNavigate?: (scroll: () => void) => void;
}

/** An in-page link that scrolls smoothly to a landing section. */
export function SectionAnchor({ id, label, className, onNavigate }: Props) {
  return (
    <a
      href={`#${id}`}
      onClick={(event) => {
        event.preventDefault();
        const scroll = () => scrollToSection(id);
        if (onNavigate) onNavigate(scroll);
        else scroll();
      }}
      className={cn(
        "rounded-md font-medium focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        className,
      )}
    >
      {label}
    </a>
  );
}
