import { addCalendarDays, addCalendarMonths, shiftInstant } from "../../../domain/dates";
import type { AppRole } from "../../../domain/roles";
import type { SupplierContact } from "../../../domain/schemas/suppliers";
import { supplierToday } from "../../../domain/suppliers/compliance";
import type { SupplierDocumentType } from "../../../domain/suppliers/requirements";
import type { SupplierCategory, SupplierRiskLevel, SupplierStatus } from "../../../domain/suppliers/suppliers";
import type { Db } from "../../db/client";
import { changeSupplierStatus } from "../../use-cases/suppliers/change-supplier-status";
import { createSupplier } from "../../use-cases/suppliers/create-supplier";
import { reviewSupplierDocument } from "../../use-cases/suppliers/review-supplier-document";
import { uploadSupplierDocument } from "../../use-cases/suppliers/upload-supplier-document";
import { demoActor } from "../demo-actor";
import { demoSites, type DemoSeedContext } from "../demo-organisation";
import { demoPdf } from "../records/demo-files";

/**
 * A document of a demo supplier: its expiry in days from the seed's today (issued a year before), and
 * its review (accepted unless said otherwise; `to_review` leaves it waiting, `rejected` refuses it).
 */
interface DemoDocument {
  type: SupplierDocumentType;
  expiresInDays: number;
  review?: "accepted" | "rejected" | "to_review";
  score?: string;
}

interface DemoSupplier {
  name: string;
  category: SupplierCategory;
  riskLevel: SupplierRiskLevel;
  sites: string[];
  contacts: SupplierContact[];
  /**
   * What it supplies, in its notes: the products it supplies are the FSMA 204 master data's (decision 143),
   * which the traceability seed ties to it where the demo has them.
   */
  supplies: string;
  documents: DemoDocument[];
  /** The decisions taken on it, oldest first, each with its reason. */
  decisions: { status: SupplierStatus; reason: string }[];
}

const approve = { status: "approved" as const, reason: "Documents reviewed and accepted; risk assessment on file" };

/** The approved supplier whose GFSI certificate lapsed: it shows "action needed" on a fresh start. */
export const DEMO_LAPSED_SUPPLIER = "Valle Verde Farms";
/**
 * The site it supplies: Yuma, whose overview shows the lapse (its supplier clauses out of standing) while
 * Oxnard keeps the spec's demo readiness.
 */
export const DEMO_LAPSED_SITE = "yuma";
/** Days ago its GFSI certificate expired. */
export const DEMO_LAPSED_DAYS = 9;

export const demoSuppliers: DemoSupplier[] = [
  {
    name: DEMO_LAPSED_SUPPLIER,
    category: "grower",
    riskLevel: "high",
    sites: [DEMO_LAPSED_SITE],
    contacts: [
      {
        name: "Rosa Medina",
        email: "rosa@valleverdefarms.example",
        phone: "+1 928 555 0141",
        role: "Food safety lead",
      },
    ],
    supplies: "Romaine lettuce",
    documents: [
      { type: "gfsi_certificate", expiresInDays: -DEMO_LAPSED_DAYS, score: "94.2" },
      { type: "letter_of_guarantee", expiresInDays: 150 },
      { type: "water_test", expiresInDays: 95 },
      { type: "pesticide_programme", expiresInDays: 210 },
    ],
    decisions: [approve],
  },
  {
    name: "Santa Clara Ranch Co-op",
    category: "grower",
    riskLevel: "high",
    sites: ["oxnard"],
    contacts: [{ name: "Daniel Ortiz", email: "d.ortiz@santaclararanch.example", role: "QA coordinator" }],
    supplies: "Strawberries, Celery",
    documents: [
      { type: "gfsi_certificate", expiresInDays: 240, score: "A" },
      { type: "letter_of_guarantee", expiresInDays: 300 },
      { type: "water_test", expiresInDays: 130 },
      { type: "pesticide_programme", expiresInDays: 190 },
    ],
    decisions: [approve],
  },
  {
    name: "Desert Sun Growers",
    category: "grower",
    riskLevel: "medium",
    sites: ["yuma"],
    contacts: [{ name: "Luis Herrera", email: "luis@desertsungrowers.example", phone: "+1 928 555 0177" }],
    supplies: "Iceberg lettuce, Broccoli",
    documents: [
      { type: "letter_of_guarantee", expiresInDays: 220 },
      { type: "water_test", expiresInDays: 18 },
      { type: "pesticide_programme", expiresInDays: 160 },
    ],
    decisions: [approve],
  },
  {
    name: "Gila River Produce",
    category: "grower",
    riskLevel: "low",
    sites: ["yuma"],
    contacts: [{ name: "Marta Salas", email: "marta@gilariverproduce.example" }],
    supplies: "Cauliflower",
    documents: [{ type: "letter_of_guarantee", expiresInDays: 360, review: "to_review" }],
    decisions: [],
  },
  {
    name: "Pacific Corrugated Packaging",
    category: "packaging",
    riskLevel: "medium",
    sites: ["oxnard", "yuma"],
    contacts: [{ name: "Kevin Park", email: "kpark@pacificcorrugated.example", role: "Account manager" }],
    supplies: "Waxed produce cartons, RPC liners",
    documents: [
      { type: "food_contact_compliance", expiresInDays: 500 },
      { type: "letter_of_guarantee", expiresInDays: 200 },
    ],
    decisions: [approve],
  },
  {
    name: "ClearSeal Films",
    category: "packaging",
    riskLevel: "high",
    sites: ["oxnard"],
    contacts: [{ name: "Anita Shah", email: "anita.shah@clearseal.example" }],
    supplies: "Clamshell film, Bagging film",
    documents: [
      { type: "food_contact_compliance", expiresInDays: 700 },
      { type: "letter_of_guarantee", expiresInDays: 110 },
      { type: "gfsi_certificate", expiresInDays: 25, score: "AA" },
    ],
    decisions: [
      {
        status: "conditionally_approved",
        reason: "Approved on condition of the migration test report promised for next quarter",
      },
    ],
  },
  {
    name: "Coastal Pest Solutions",
    category: "pest_control",
    riskLevel: "medium",
    sites: ["oxnard"],
    contacts: [{ name: "Greg Whitman", email: "service@coastalpest.example", phone: "+1 805 555 0102" }],
    supplies: "Monthly pest control service",
    documents: [
      { type: "pest_control_licence", expiresInDays: 140 },
      { type: "insurance", expiresInDays: 12 },
    ],
    decisions: [approve],
  },
  {
    name: "Sonoran Pest Control",
    category: "pest_control",
    riskLevel: "low",
    sites: ["yuma"],
    contacts: [{ name: "Ray Dominguez", email: "ray@sonoranpest.example" }],
    supplies: "Rodent bait station service",
    documents: [
      { type: "pest_control_licence", expiresInDays: -40 },
      { type: "insurance", expiresInDays: 80 },
    ],
    decisions: [
      approve,
      {
        status: "suspended",
        reason: "Applicator licence lapsed; service moved to Coastal Pest Solutions until renewed",
      },
    ],
  },
  {
    name: "AgriLab Analytical",
    category: "laboratory",
    riskLevel: "medium",
    sites: ["oxnard", "yuma"],
    contacts: [{ name: "Dr. Helen Cho", email: "results@agrilab.example", role: "Laboratory director" }],
    supplies: "Water microbiology, Environmental Listeria swabs",
    documents: [
      { type: "laboratory_accreditation", expiresInDays: 400, score: "ISO/IEC 17025" },
      { type: "insurance", expiresInDays: 260 },
    ],
    decisions: [approve],
  },
  {
    name: "ColdChain Express",
    category: "transport",
    riskLevel: "medium",
    sites: ["oxnard", "yuma"],
    contacts: [{ name: "Sam Lowry", email: "dispatch@coldchainexpress.example", phone: "+1 602 555 0190" }],
    supplies: "Refrigerated trucking",
    documents: [
      { type: "insurance", expiresInDays: 170 },
      { type: "sanitation_programme", expiresInDays: 230 },
    ],
    decisions: [approve],
  },
  {
    name: "SaniChem Supply",
    category: "chemicals",
    riskLevel: "medium",
    sites: ["oxnard"],
    contacts: [{ name: "Priya Natarajan", email: "orders@sanichem.example" }],
    supplies: "Peracetic acid sanitiser, Chlorine test strips",
    documents: [
      { type: "letter_of_guarantee", expiresInDays: 280 },
      { type: "certificate_of_analysis", expiresInDays: 45 },
      { type: "certificate_of_analysis", expiresInDays: 300, review: "rejected" },
    ],
    decisions: [approve],
  },
  {
    name: "Route 101 Haulers",
    category: "transport",
    riskLevel: "low",
    sites: ["oxnard"],
    contacts: [{ name: "Joe Banning", email: "joe@route101haulers.example" }],
    supplies: "Bulk bin transport",
    documents: [{ type: "insurance", expiresInDays: -120 }],
    decisions: [
      approve,
      { status: "delisted", reason: "Trailer found unclean at receiving twice; replaced by ColdChain Express" },
    ],
  },
];

const uploaderRoles: AppRole[] = ["qa_tech", "qa_manager"];

/**
 * A dozen suppliers of both demo sites in every status (issue 21), through the use-cases (decision 076):
 * created and documented months ago, reviewed and decided by the QA manager, who owns them (so their
 * reminders are hers); expiries relative to today.
 */
export async function seedDemoSuppliers(tx: Db, ctx: DemoSeedContext) {
  const zones = demoSites.map((s) => s.timezone);
  const today = supplierToday(zones, ctx.now);
  let index = 0;
  for (const demo of demoSuppliers) {
    index += 1;
    const at = (daysAgo: number, minutes = 0) => shiftInstant(ctx.now, { days: -daysAgo, minutes: minutes + index });
    const { supplier } = await createSupplier(tx, demoActor(ctx, "qa_manager", at(200)), {
      name: demo.name,
      category: demo.category,
      riskLevel: demo.riskLevel,
      siteIds: demo.sites,
      contacts: demo.contacts,
      productIds: [],
      // The QA manager runs the programme: the expiry reminders are hers.
      ownerId: ctx.users.qa_manager ?? null,
      notes: `Supplies: ${demo.supplies}`,
    });
    let step = 0;
    for (const doc of demo.documents) {
      step += 1;
      const expiresOn = addCalendarDays(today, doc.expiresInDays);
      const uploaded = await uploadSupplierDocument(tx, demoActor(ctx, uploaderRoles[step % 2]!, at(190 - step * 10)), {
        supplierId: supplier.id,
        fields: {
          type: doc.type,
          issuedOn: addCalendarMonths(expiresOn, -12),
          expiresOn,
          ...(doc.score ? { score: doc.score } : {}),
        },
        files: [
          {
            field: "file",
            filename: `${doc.type.replace(/_/g, "-")}-${demo.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.pdf`,
            bytes: demoPdf(`${demo.name}: ${doc.type.replace(/_/g, " ")}`, [`Valid until ${expiresOn}`]),
          },
        ],
      });
      if (doc.review === "to_review") continue;
      await reviewSupplierDocument(tx, demoActor(ctx, "qa_manager", at(185 - step * 10)), {
        supplierId: supplier.id,
        documentId: uploaded.document.id,
        decision: doc.review === "rejected" ? "reject" : "accept",
        reason: doc.review === "rejected" ? "Certificate of analysis is for another lot number" : "",
      });
    }
    let decided = 0;
    for (const decision of demo.decisions) {
      decided += 1;
      await changeSupplierStatus(tx, demoActor(ctx, "qa_manager", at(120 - decided * 40)), {
        supplierId: supplier.id,
        ...decision,
      });
    }
  }
}
