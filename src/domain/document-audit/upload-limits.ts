/**
 * What one document-audit upload may carry over HTTP (before ZIPs are unpacked; `auditLimits` bounds
 * what they unpack to). Bigger uploads are refused with a 400 that names the limit.
 */
export const auditUploadLimits = {
  /** Files in one request (a ZIP counts as one). */
  maxFiles: 100,
  /** Bytes of one file. */
  maxFileBytes: 50 * 1024 * 1024,
  /** Bytes of all the request's files together. */
  maxTotalBytes: 100 * 1024 * 1024,
} as const;
