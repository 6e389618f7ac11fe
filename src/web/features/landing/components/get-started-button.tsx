import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { usePublicConfig } from "@/lib/use-public-config";
import { ExternalLinkButton } from "./external-link-button";

type Props = Omit<ComponentProps<typeof Button>, "asChild">;

/** "Get Started": our own sign-up while it is open, otherwise the configured outside page. */
export function GetStartedButton({ children, ...buttonProps }: Props) {
  const { signUpOpen, getStartedUrl } = usePublicConfig();
  if (!signUpOpen)
    return (
      <ExternalLinkButton href={getStartedUrl} {...buttonProps}>
        {children}
      </ExternalLinkButton>
    );
  return (
    <Button asChild {...buttonProps}>
      <a href="/sign-up">{children}</a>
    </Button>
  );
}
