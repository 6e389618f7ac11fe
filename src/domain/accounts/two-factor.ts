import type { AppRole } from "../roles";

export const RECOVERY_CODE_COUNT = 10;
/** How long the sign-in challenge between the password and the code lives. */
export const SIGN_IN_CHALLENGE_MINUTES = 5;

/** Whether the organisation's rule requires two-factor authentication of this role. */
export const twoFactorRequiredFor = (requiredRoles: readonly AppRole[], role: AppRole) => requiredRoles.includes(role);

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Whether what was typed looks like a TOTP code (else it is tried as a recovery code). */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ""));
