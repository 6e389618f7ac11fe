import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { usePublicConfig } from "@/lib/use-public-config";
import { useScrolledPast } from "@/features/landing/hooks/use-scrolled-past";
import { sectionLinks } from "@/features/landing/scroll-to-section";
import { ExternalLinkButton } from "./external-link-button";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SectionAnchor } from "./section-anchor";

/** Spec §9: the bar restyles after 20 px of scroll. */
const SCROLL_RESTYLE_PX = 20;

export function NavBar() {
  const { t } = useTranslation("landing");
  const scrolled = useScrolledPast(SCROLL_RESTYLE_PX);
  const { requestDemoUrl } = usePublicConfig();

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,border-color] duration-300",
        scrolled
          ? "border-b border-border bg-background/85 shadow-sm backdrop-blur-md"
          : "border-b border-transparent bg-transparent",
      )}
    >
      <nav
        aria-label={t("nav.label")}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          {sectionLinks.map((id) => (
            <li key={id}>
              <SectionAnchor
                id={id}
                label={t(`sections.${id}`)}
                className="px-3 py-2 text-sm text-muted-foreground transition-colors hover:text-foreground"
              />
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost">
            <a href="/sign-in">{t("nav.signIn")}</a>
          </Button>
          <ExternalLinkButton href={requestDemoUrl}>{t("nav.requestDemo")}</ExternalLinkButton>
        </div>
        <MobileMenu requestDemoUrl={requestDemoUrl} />
      </nav>
    </header>
  );
}
