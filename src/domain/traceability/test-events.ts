/**
 * Request bodies of one event per CTE, complete as the rule asks, for the tests of this folder: a
 * romaine harvest at a Salinas farm, cooled, packed at the Oxnard packhouse, shipped to a distribution
 * centre, received there, and cut into a salad mix.
 */
export const farmId = "11111111-1111-4111-8111-111111111111";
export const coolerId = "22222222-2222-4222-8222-222222222222";
export const packhouseId = "33333333-3333-4333-8333-333333333333";
export const dcId = "44444444-4444-4444-8444-444444444444";
export const romaineProductId = "55555555-5555-4555-8555-555555555555";
export const saladProductId = "66666666-6666-4666-8666-666666666666";

export const salinasFarm = {
  businessName: "Rivera Family Farms",
  phone: "+1 831 555 0100",
  address: "1200 Abbott St",
  city: "Salinas",
  state: "CA",
  postalCode: "93901",
  country: "US",
};

export const sampleBodies = {
  harvesting: {
    type: "harvesting",
    subsequentRecipient: { locationId: coolerId },
    commodity: "Romaine lettuce",
    variety: "Green Towers",
    quantity: { value: 75, unit: "bins" },
    farm: salinasFarm,
    growingArea: "Ranch 4 Block B",
    harvestDate: "2026-03-05",
    referenceDocument: { type: "field_tag", number: "FT-0451" },
  },
  cooling: {
    type: "cooling",
    subsequentRecipient: { locationId: packhouseId },
    commodity: "Romaine lettuce",
    quantity: { value: 75, unit: "bins" },
    coolingLocation: { locationId: coolerId },
    coolingDate: "2026-03-05",
    farm: { locationId: farmId },
    referenceDocument: { type: "production_log", number: "VAC-0305-2" },
  },
  initial_packing: {
    type: "initial_packing",
    received: [
      {
        commodity: "Romaine lettuce",
        receivedDate: "2026-03-06",
        quantity: { value: 75, unit: "bins" },
        farm: { locationId: farmId },
        growingArea: "Ranch 4 Block B",
        harvester: { businessName: "Rivera Harvest Crew", phone: "+1 831 555 0101" },
        harvestDate: "2026-03-05",
        coolingLocation: { locationId: coolerId },
        coolingDate: "2026-03-05",
      },
    ],
    tlc: "OXNARD-20260306-001",
    product: { productId: romaineProductId },
    quantity: { value: 600, unit: "cases" },
    packingLocation: { locationId: packhouseId },
    packingDate: "2026-03-06",
    referenceDocument: { type: "production_log", number: "PL-0306" },
  },
  first_land_based_receiving: {
    type: "first_land_based_receiving",
    tlc: "PORT-20260306-001",
    product: { productName: "Whole yellowfin tuna", packagingSize: "bulk", packagingStyle: "tote" },
    quantity: { value: 900, unit: "pounds" },
    harvestDates: { from: "2026-02-28", to: "2026-03-04" },
    harvestLocations: ["21.5N 158.2W"],
    receivingLocation: { locationId: dcId },
    receiveDate: "2026-03-06",
    referenceDocument: { type: "catch_certificate", number: "CC-77" },
  },
  shipping: {
    type: "shipping",
    tlc: "OXNARD-20260306-001",
    quantity: { value: 400, unit: "cases" },
    product: { productId: romaineProductId },
    shipTo: { locationId: dcId },
    shipFrom: { locationId: packhouseId },
    shipDate: "2026-03-07",
    tlcSource: { location: { locationId: packhouseId } },
    referenceDocument: { type: "bill_of_lading", number: "BOL-88120" },
  },
  receiving: {
    type: "receiving",
    tlc: "OXNARD-20260306-001",
    quantity: { value: 400, unit: "cases" },
    product: { productId: romaineProductId },
    previousSource: { locationId: packhouseId },
    receivingLocation: { locationId: dcId },
    receiveDate: "2026-03-08",
    tlcSource: { reference: "FDA FFRN 12345678901" },
    referenceDocument: { type: "advance_ship_notice", number: "ASN-5521" },
  },
  transformation: {
    type: "transformation",
    inputs: [
      { tlc: "OXNARD-20260306-001", product: { productId: romaineProductId }, quantity: { value: 50, unit: "cases" } },
    ],
    tlc: "DC-20260309-001",
    transformationLocation: { locationId: dcId },
    completedDate: "2026-03-09",
    product: { productId: saladProductId },
    quantity: { value: 1200, unit: "bags" },
    referenceDocument: { type: "batch_log", number: "BL-0309" },
  },
} as const;
