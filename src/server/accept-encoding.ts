/**
 * An Accept-Encoding header read as content-coding → quality (RFC 9110 §12.5.3): names lowercased,
 * `x-gzip` read as gzip, a coding without `q` at 1, a later mention of a coding replacing an earlier one.
 * `*` stays as it is: what it stands for depends on the codings the caller can send.
 */
export function acceptedEncodings(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const entry of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = entry.split(";").map((token) => token.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    accepted.set(name === "x-gzip" ? "gzip" : name, q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  return accepted;
}

/** Whether the header allows `coding`: named, or covered by `*`, with a quality above 0. */
export const acceptsEncoding = (header: string | undefined, coding: string) => {
  const accepted = acceptedEncodings(header);
  return (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0;
};
