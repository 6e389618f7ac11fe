import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

type Props = Omit<ComponentProps<typeof Button>, "asChild"> & { href: string };

/** A button-styled link that opens an outside page in a new tab without handing it our window. */
export function ExternalLinkButton({ href, children, ...buttonProps }: Props) {
  return (
    <Button asChild {...buttonProps}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </Button>
  );
}
