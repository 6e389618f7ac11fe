/** A signature's date and time in the site's time zone, with the zone named: "Mar 3, 2026, 2:15 PM PST". */
export function formatSignedAt(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}
