/** NIST SP 800-63B asks for length and a check against known-bad passwords, not composition rules. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
