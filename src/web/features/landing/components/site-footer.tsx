import { useTranslation } from "react-i18next";
import { Logo } from "./logo";

const legalLinks = ["privacy", "terms", "cookies"] as const;

export function SiteFooter() {
  const { t } = useTranslation("landing");
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 sm:px-6 md:flex-row">
        <Logo />
        <p className="text-sm text-muted-foreground">{t("footer.rights")}</p>
        <nav aria-label={t("footer.legal")}>
          <ul className="flex gap-6 text-sm">
            {legalLinks.map((link) => (
              <li key={link}>
                <a href={`#${link}`} className="text-muted-foreground hover:text-foreground">
                  {t(`footer.${link}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
