import escapeHtml from "escape-html";
import { formatCalendarDate, type IsoDate } from "../../../../domain/dates";
import type { AppLocale } from "../../../../domain/i18n/locales";
import type { DerivedNotification } from "../notification-rule";
import { t } from "../../../i18n/catalogue";

/** Where the preferences are set: Settings › Account, at its notification e-mails card. */
export const PREFERENCES_PATH = "/app/settings/account#notification-emails";

/** A notification with the name of its site, as an e-mail states it. */
export interface MailedNotification {
  item: DerivedNotification;
  siteName: string | null;
}

interface Message {
  subject: string;
  text: string;
  html: string;
}

/** The item's screen at the server's public address, naming its site (as the bell's links do). */
export function itemLink(origin: string, item: DerivedNotification) {
  const url = new URL(item.url, origin);
  if (item.site) url.searchParams.set("site", item.site);
  return url.toString();
}

const kindName = (locale: AppLocale, item: DerivedNotification) => t(locale, `emails:notificationKind.${item.kind}`);

/** One notification: its kind, its text as the app shows it, its site and the link to the item. */
function itemLines(locale: AppLocale, origin: string, { item, siteName }: MailedNotification) {
  return {
    kind: kindName(locale, item),
    lines: [item.title, item.body, ...(siteName ? [t(locale, "emails:notification.site", { site: siteName })] : [])],
    link: itemLink(origin, item),
  };
}

const paragraph = (lines: string[]) => `<p>${lines.map((l) => escapeHtml(l)).join("<br>")}</p>`;
const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
const page = (locale: AppLocale, body: string) =>
  `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">${body}</body></html>`;

/** The e-mail of one notification sent as it arises, in the recipient's language. */
export function notificationEmail(
  locale: AppLocale,
  recipient: { name: string },
  mailed: MailedNotification,
  origin: string,
): Message {
  const { kind, lines, link } = itemLines(locale, origin, mailed);
  const preferences = new URL(PREFERENCES_PATH, origin).toString();
  const subject = mailed.siteName
    ? t(locale, "emails:notification.subject", { kind, site: mailed.siteName })
    : t(locale, "emails:notification.subjectNoSite", { kind });
  const greeting = t(locale, "emails:notification.greeting", { name: recipient.name });
  const intro = t(locale, "emails:notification.intro");
  const why = t(locale, "emails:notification.why", { kind });
  const text = [
    greeting,
    "",
    intro,
    "",
    kind,
    ...lines,
    "",
    t(locale, "emails:notification.open", { link }),
    "",
    why,
    t(locale, "emails:notification.preferences", { link: preferences }),
  ].join("\n");
  const html = page(
    locale,
    [
      paragraph([greeting]),
      paragraph([intro]),
      `<p><strong>${escapeHtml(kind)}</strong><br>${lines.map((l) => escapeHtml(l)).join("<br>")}</p>`,
      `<p>${anchor(link, t(locale, "emails:notification.openLabel"))}</p>`,
      paragraph([why]),
      `<p>${anchor(preferences, t(locale, "emails:notification.preferencesLabel"))}</p>`,
    ].join(""),
  );
  return { subject, text, html };
}

/** The daily digest: every notification not yet e-mailed, one after the other, each with its link. */
export function digestEmail(
  locale: AppLocale,
  recipient: { name: string },
  mailed: MailedNotification[],
  when: { date: IsoDate; hour: number; timeZone: string },
  origin: string,
): Message {
  const date = formatCalendarDate(when.date, locale);
  const preferences = new URL(PREFERENCES_PATH, origin).toString();
  const items = mailed.map((m) => itemLines(locale, origin, m));
  const greeting = t(locale, "emails:notification.greeting", { name: recipient.name });
  const intro = t(locale, "emails:digest.intro", { date });
  const why = t(locale, "emails:digest.why", { hour: when.hour, timeZone: when.timeZone });
  const text = [
    greeting,
    "",
    intro,
    "",
    ...items.flatMap((i) => [`• ${i.kind}`, ...i.lines.map((l) => `  ${l}`), `  ${i.link}`, ""]),
    why,
    t(locale, "emails:notification.preferences", { link: preferences }),
  ].join("\n");
  const html = page(
    locale,
    [
      paragraph([greeting]),
      paragraph([intro]),
      "<ul>",
      ...items.map(
        (i) =>
          `<li><strong>${escapeHtml(i.kind)}</strong><br>${i.lines.map((l) => escapeHtml(l)).join("<br>")}<br>${anchor(i.link, t(locale, "emails:notification.openLabel"))}</li>`,
      ),
      "</ul>",
      paragraph([why]),
      `<p>${anchor(preferences, t(locale, "emails:notification.preferencesLabel"))}</p>`,
    ].join(""),
  );
  return { subject: t(locale, "emails:digest.subject", { date }), text, html };
}
