import type { NotificationRule } from "./notification-rule";

/** The one registration point of notification rules. */
export const notificationRules: NotificationRule[] = [];
