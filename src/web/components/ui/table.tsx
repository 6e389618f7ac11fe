import { type ComponentProps, useCallback, useState } from "react";
import { cn } from "@/lib/utils";

/**
 * A table whose container scrolls sideways when the columns do not fit (long Spanish headers, phones).
 * While it scrolls, the container is a keyboard stop so the hidden columns can be reached with the
 * arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable), and its first column (what the row is)
 * and last column (the row's actions) stay in view while the columns between them scroll (issue 13:
 * on a phone the actions are reachable without scrolling through every column).
 */
const stickyEdges = cn(
  "[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:z-10 [&_tr>*:first-child]:bg-card",
  // On a phone the held first column takes at most 40 % of the screen, so the others have room to scroll.
  "max-sm:[&_tr>*:first-child]:max-w-[40vw] max-sm:[&_tr>*:first-child]:min-w-[40vw] max-sm:[&_tr>*:first-child]:whitespace-normal",
  "[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_tr>*:last-child]:z-10 [&_tr>*:last-child]:bg-card",
);
export function Table({ className, ...props }: ComponentProps<"table">) {
  const [scrolls, setScrolls] = useState(false);
  const container = useCallback((element: HTMLDivElement) => {
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={container}
      data-slot="table-container"
      className="relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring"
      tabIndex={scrolls ? 0 : undefined}
      data-scrolls={scrolls}
    >
      <table
        data-slot="table"
        className={cn("w-full caption-bottom text-sm", scrolls && stickyEdges, className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<"tfoot">) {
  return <tfoot data-slot="table-footer" className={cn("border-t bg-muted/50 font-medium", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("border-b border-border transition-colors hover:bg-muted/50", className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      className={cn("h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground", className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("p-3 align-middle", className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return (
    <caption data-slot="table-caption" className={cn("mt-4 text-sm text-muted-foreground", className)} {...props} />
  );
}
