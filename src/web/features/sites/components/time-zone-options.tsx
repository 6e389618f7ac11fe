/** Suggestions for an IANA time zone input (the browser's list); the server checks the value. */
export function TimeZoneOptions({ id }: { id: string }) {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return (
    <datalist id={id}>
      {zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
}
