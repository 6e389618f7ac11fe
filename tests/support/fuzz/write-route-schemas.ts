import { z } from "zod";
import {
  changePasswordSchema,
  updateProfileSchema,
  signInSchema,
  signUpSchema,
} from "../../../src/domain/schemas/auth";
import {
  checklistItemUpdateSchema,
  evidencePackCreateSchema,
  externalAuditCreateSchema,
  findingCloseSchema,
  findingUpdateSchema,
  internalAuditCreateSchema,
  reportUploadFieldsSchema,
  responseFieldsSchema,
} from "../../../src/domain/schemas/audits";
import { employeeImportSchema, employeeInputSchema } from "../../../src/domain/schemas/employees";
import {
  fspSectionUpdateSchema,
  fspSignSchema,
  sopFormSchema,
  sopPublishSchema,
  sopStatusChangeSchema,
  sopTrainingSchema,
  templateDownloadSchema,
} from "../../../src/domain/schemas/library";
import { readinessTargetSchema } from "../../../src/domain/schemas/overview";
import {
  approveRecordSchema,
  capaInputSchema,
  holdInputSchema,
  holdReleaseSchema,
  incidentInputSchema,
  incidentStatusSchema,
  recordCorrectionSchema,
  recordInputSchema,
  rejectRecordSchema,
} from "../../../src/domain/schemas/records";
import { scopeSchema } from "../../../src/domain/schemas/scope";
import { clauseNaInputSchema } from "../../../src/domain/schemas/scope-api";
import { currentSiteSchema, siteCreateSchema, siteUpdateSchema } from "../../../src/domain/schemas/sites";
import {
  assignModuleSchema,
  assignmentTrainerSchema,
  kioskAttemptSchema,
  kioskCreateSchema,
  kioskIdentifySchema,
  trainingModuleInputSchema,
} from "../../../src/domain/schemas/training";
import { ssoCallbackSchema, ssoSettingsSchema, ssoStartSchema } from "../../../src/domain/schemas/sso";
import { markNotificationsReadSchema } from "../../../src/domain/notifications";
import { deletionRequestSchema } from "../../../src/domain/schemas/organisation-lifecycle";
import { traceImportRequestSchema, traceLocationInputSchema } from "../../../src/domain/schemas/traceability";
import { traceEventInputSchema } from "../../../src/domain/traceability/kde";
import { productSchema, tradingPartnerSchema } from "../../../src/domain/traceability/master-data";
import { pointOfContactSchema, tracePlanSignSchema } from "../../../src/domain/traceability/plan";
import { tlcFormatSettingsSchema } from "../../../src/domain/traceability/tlc";
import { completeTraceEventSchema } from "../../../src/domain/traceability/completeness";
import {
  recallDrillCloseSchema,
  recallDrillCreateSchema,
  recallDrillStepSchema,
} from "../../../src/domain/traceability/recall-drill";
import { askInputSchema } from "../../../src/domain/schemas/ask";
import { forgotPasswordSchema, passwordResetSchema } from "../../../src/domain/schemas/password-reset";
import {
  approveSenderSchema,
  discardInboxItemSchema,
  fileToLibrarySchema,
  fileToRecordSchema,
  rejectSenderSchema,
} from "../../../src/domain/schemas/document-inbox";
import {
  recordImportColumnsSchema,
  recordImportRequestSchema,
  undoRecordImportSchema,
} from "../../../src/domain/schemas/record-imports";
import {
  supplierCreateSchema,
  supplierDocumentFieldsSchema,
  supplierDocumentReviewSchema,
  supplierRequirementsSchema,
  supplierStatusChangeSchema,
  supplierUpdateSchema,
  supplierUploadFieldsSchema,
  supplierUploadLinkCreateSchema,
} from "../../../src/domain/schemas/suppliers";

/** How a write route reads its body: the zod schema its handler parses, and whether it takes files. */
export interface WriteRouteBody {
  schema: z.ZodType;
  /** multipart/form-data with a JSON `data` field (or, for `fields`, plain text fields) and files. */
  multipart?: "data" | "fields";
}

/**
 * The body schema of each write route, keyed "METHOD /pattern" exactly as registered. A write route
 * missing here is still fuzzed, with generic JSON bodies; listing it makes the bodies reach deeper.
 */
export const writeRouteBodies: Record<string, WriteRouteBody> = {
  "POST /api/auth/login": { schema: signInSchema },
  "POST /api/organisations": { schema: signUpSchema },
  "POST /api/auth/forgot-password": { schema: forgotPasswordSchema },
  "POST /api/auth/password-reset": { schema: passwordResetSchema },
  "POST /api/me/password": { schema: changePasswordSchema },
  "PUT /api/organisation/sso": { schema: ssoSettingsSchema },
  "POST /api/auth/sso/start": { schema: ssoStartSchema },
  "POST /api/auth/sso/callback": { schema: ssoCallbackSchema },
  "POST /api/organisation/deletion": { schema: deletionRequestSchema },
  "POST /api/organisation/exports": { schema: z.object({}) },
  "PATCH /api/me": { schema: updateProfileSchema },
  "POST /api/internal-audits": { schema: internalAuditCreateSchema },
  "PATCH /api/internal-audits/:id/items/:itemId": { schema: checklistItemUpdateSchema },
  "PATCH /api/audit-findings/:id": { schema: findingUpdateSchema },
  "POST /api/internal-audits/:id/items/:itemId/files": { schema: z.object({}), multipart: "fields" },
  "POST /api/audit-findings/:id/close": { schema: findingCloseSchema, multipart: "data" },
  "POST /api/employees": { schema: employeeInputSchema },
  "POST /api/employees/import": { schema: employeeImportSchema },
  "PUT /api/employees/:employeeId": { schema: employeeInputSchema },
  "POST /api/evidence-packs": { schema: evidencePackCreateSchema },
  "POST /api/external-audits": { schema: externalAuditCreateSchema },
  "POST /api/external-audits/:id/report": { schema: reportUploadFieldsSchema, multipart: "fields" },
  "POST /api/external-audits/:id/response": { schema: responseFieldsSchema, multipart: "fields" },
  "POST /api/kiosk/:token/identify": { schema: kioskIdentifySchema },
  "POST /api/kiosk/:token/assignments/:assignmentId/attempts": { schema: kioskAttemptSchema },
  "PATCH /api/library/fsp/sections/:id": { schema: fspSectionUpdateSchema },
  "POST /api/sites/:siteId/fsp/signatures": { schema: fspSignSchema },
  "POST /api/sites/:siteId/sops": { schema: sopFormSchema },
  "PUT /api/library/sops/:id": { schema: sopFormSchema },
  "POST /api/library/sops/:id/status": { schema: sopStatusChangeSchema },
  "POST /api/library/sops/:id/versions": { schema: sopPublishSchema },
  "POST /api/library/sops/:id/training": { schema: sopTrainingSchema },
  "POST /api/library/templates/:id/download": { schema: templateDownloadSchema },
  "POST /api/notifications/read": { schema: markNotificationsReadSchema },
  "PUT /api/sites/:siteId/readiness-target": { schema: readinessTargetSchema },
  "POST /api/sites/:siteId/records": { schema: recordInputSchema, multipart: "data" },
  "POST /api/records/:id/approve": { schema: approveRecordSchema },
  "POST /api/records/:id/reject": { schema: rejectRecordSchema },
  "POST /api/records/:id/corrections": { schema: recordCorrectionSchema },
  "POST /api/sites/:siteId/incidents": { schema: incidentInputSchema },
  "POST /api/incidents/:id/status": { schema: incidentStatusSchema },
  "POST /api/incidents/:id/capa": { schema: capaInputSchema },
  "POST /api/sites/:siteId/holds": { schema: holdInputSchema },
  "POST /api/holds/:id/release": { schema: holdReleaseSchema },
  "PUT /api/sites/:siteId/scope": { schema: scopeSchema },
  "POST /api/sites/:siteId/scope/confirm": { schema: scopeSchema },
  "POST /api/sites/:siteId/clauses/:clauseId/na": { schema: clauseNaInputSchema },
  "POST /api/sites": { schema: siteCreateSchema },
  "PATCH /api/sites/:siteId": { schema: siteUpdateSchema },
  "PUT /api/me/current-site": { schema: currentSiteSchema },
  "POST /api/training/modules": { schema: trainingModuleInputSchema },
  "PUT /api/training/modules/:moduleId": { schema: trainingModuleInputSchema },
  "POST /api/sites/:siteId/training/assignments": { schema: assignModuleSchema },
  "PUT /api/training/assignments/:assignmentId/trainer": { schema: assignmentTrainerSchema },
  "POST /api/sites/:siteId/training/kiosks": { schema: kioskCreateSchema },
  "POST /api/sites/:siteId/inbox": { schema: z.object({}), multipart: "fields" },
  "POST /api/sites/:siteId/record-imports/columns": { schema: recordImportColumnsSchema, multipart: "data" },
  "POST /api/sites/:siteId/record-imports/preview": { schema: recordImportRequestSchema, multipart: "data" },
  "POST /api/sites/:siteId/record-imports": { schema: recordImportRequestSchema, multipart: "data" },
  "POST /api/sites/:siteId/record-imports/:importId/undo": { schema: undoRecordImportSchema },
  "POST /api/inbox-items/:id/file-to-record": { schema: fileToRecordSchema },
  "POST /api/inbox-items/:id/file-to-library": { schema: fileToLibrarySchema },
  "POST /api/inbox-items/:id/discard": { schema: discardInboxItemSchema },
  "POST /api/inbox-items/:id/approve": { schema: approveSenderSchema },
  "POST /api/inbox-items/:id/reject": { schema: rejectSenderSchema },
  "POST /api/sites/:siteId/trace-events": { schema: traceEventInputSchema },
  "POST /api/sites/:siteId/trace-products": { schema: productSchema },
  "PUT /api/sites/:siteId/trace-products/:productId": { schema: productSchema },
  "POST /api/sites/:siteId/trace-locations": { schema: traceLocationInputSchema },
  "PUT /api/sites/:siteId/trace-locations/:locationId": { schema: traceLocationInputSchema },
  "POST /api/sites/:siteId/trading-partners": { schema: tradingPartnerSchema },
  "PUT /api/sites/:siteId/trading-partners/:partnerId": { schema: tradingPartnerSchema },
  "PUT /api/sites/:siteId/tlc-format": { schema: tlcFormatSettingsSchema },
  "PUT /api/sites/:siteId/traceability/plan/contact": { schema: pointOfContactSchema },
  "POST /api/sites/:siteId/traceability/plan/versions": { schema: tracePlanSignSchema },
  "POST /api/sites/:siteId/trace-events/:eventId/complete": { schema: completeTraceEventSchema },
  "POST /api/sites/:siteId/trace-imports/preview": { schema: traceImportRequestSchema, multipart: "fields" },
  "POST /api/sites/:siteId/trace-imports": { schema: traceImportRequestSchema, multipart: "fields" },
  "POST /api/sites/:siteId/recall-drills": { schema: recallDrillCreateSchema },
  "POST /api/sites/:siteId/recall-drills/:drillId/steps": { schema: recallDrillStepSchema },
  "POST /api/sites/:siteId/recall-drills/:drillId/close": { schema: recallDrillCloseSchema },
  "POST /api/ask": { schema: askInputSchema },
  "POST /api/suppliers": { schema: supplierCreateSchema },
  "PATCH /api/suppliers/:supplierId": { schema: supplierUpdateSchema },
  "POST /api/suppliers/:supplierId/status": { schema: supplierStatusChangeSchema },
  "PUT /api/suppliers/requirements": { schema: supplierRequirementsSchema },
  "POST /api/suppliers/:supplierId/documents": { schema: supplierDocumentFieldsSchema, multipart: "data" },
  "POST /api/suppliers/:supplierId/documents/:documentId/review": { schema: supplierDocumentReviewSchema },
  "POST /api/suppliers/:supplierId/upload-links": { schema: supplierUploadLinkCreateSchema },
  "POST /api/public/supplier-uploads/:token": { schema: supplierUploadFieldsSchema, multipart: "data" },
};
