import type account from "./locales/en/account.json";
import type ask from "./locales/en/ask.json";
import type auditLog from "./locales/en/audit-log.json";
import type auditResult from "./locales/en/audit-result.json";
import type audits from "./locales/en/audits.json";
import type auth from "./locales/en/auth.json";
import type common from "./locales/en/common.json";
import type documentAudits from "./locales/en/document-audits.json";
import type employees from "./locales/en/employees.json";
import type errors from "./locales/en/errors.json";
import type kiosk from "./locales/en/kiosk.json";
import type landing from "./locales/en/landing.json";
import type library from "./locales/en/library.json";
import type notifications from "./locales/en/notifications.json";
import type organisation from "./locales/en/organisation.json";
import type outbox from "./locales/en/outbox.json";
import type overview from "./locales/en/overview.json";
import type recallDrills from "./locales/en/recall-drills.json";
import type records from "./locales/en/records.json";
import type scope from "./locales/en/scope.json";
import type search from "./locales/en/search.json";
import type sites from "./locales/en/sites.json";
import type sso from "./locales/en/sso.json";
import type suppliers from "./locales/en/suppliers.json";
import type team from "./locales/en/team.json";
import type today from "./locales/en/today.json";
import type training from "./locales/en/training.json";
import type traceability from "./locales/en/traceability.json";

/** The English catalogues type every `t("…")`: a key missing from English is a type error. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      account: typeof account;
      ask: typeof ask;
      "audit-log": typeof auditLog;
      "audit-result": typeof auditResult;
      audits: typeof audits;
      auth: typeof auth;
      "document-audits": typeof documentAudits;
      employees: typeof employees;
      errors: typeof errors;
      kiosk: typeof kiosk;
      landing: typeof landing;
      library: typeof library;
      notifications: typeof notifications;
      organisation: typeof organisation;
      outbox: typeof outbox;
      overview: typeof overview;
      records: typeof records;
      "recall-drills": typeof recallDrills;
      scope: typeof scope;
      search: typeof search;
      sites: typeof sites;
      sso: typeof sso;
      suppliers: typeof suppliers;
      team: typeof team;
      today: typeof today;
      training: typeof training;
      traceability: typeof traceability;
    };
  }
}
