import type { JobRole } from "../../../domain/employees/job-roles";

/** Which demo module, and how far the employee got: done, pending (due ahead) or overdue. */
export type DemoModuleKey = "hygiene" | "harvest" | "pest" | "allergen" | "cold" | "forklift";
type Progress = "done" | "pending" | "overdue";

/** Who leads each training at each site (the assignment's trainer, recorded on every session). */
export const demoTrainers: Record<DemoModuleKey, Record<"oxnard" | "yuma", string>> = {
  hygiene: { oxnard: "Maria Gonzalez", yuma: "James Carter" },
  harvest: { oxnard: "Maria Gonzalez", yuma: "James Carter" },
  pest: { oxnard: "Sofia Ramirez", yuma: "Sofia Ramirez" },
  allergen: { oxnard: "Maria Gonzalez", yuma: "Maria Gonzalez" },
  cold: { oxnard: "Daniel Kim", yuma: "James Carter" },
  forklift: { oxnard: "Daniel Kim", yuma: "Daniel Kim" },
};

export interface DemoEmployee {
  code: string;
  name: string;
  role: JobRole;
  site: "oxnard" | "yuma";
  hiredDaysAgo: number;
  status?: "active" | "training" | "inactive";
  email?: string;
  phone: string;
  training: [DemoModuleKey, Progress][];
  certifications?: { name: string; issuedDaysAgo: number; expiresInDays: number | null }[];
}

const forkliftCert = (issuedDaysAgo: number, expiresInDays: number) => ({
  name: "Forklift Operator Certification (OSHA 1910.178)",
  issuedDaysAgo,
  expiresInDays,
});
const foodHandler = (issuedDaysAgo: number, expiresInDays: number) => ({
  name: "Food Handler Card",
  issuedDaysAgo,
  expiresInDays,
});

/**
 * ~30 people across both sites. Oxnard's required assignments total 50 with 43 completed, so its
 * training coverage is exactly 86 % (spec §9); yuma differs.
 */
export const demoEmployees: DemoEmployee[] = [
  // Oxnard — Sanitation: 15 required, 12 done
  {
    code: "OX-0101",
    name: "Rosa Martínez",
    role: "sanitation",
    site: "oxnard",
    hiredDaysAgo: 1460,
    phone: "(805) 555-0101",
    training: [
      ["hygiene", "done"],
      ["pest", "done"],
      ["allergen", "done"],
    ],
    certifications: [{ name: "Sanitation Chemical Handling", issuedDaysAgo: 300, expiresInDays: 65 }],
  },
  {
    code: "OX-0102",
    name: "Miguel Hernández",
    role: "sanitation",
    site: "oxnard",
    hiredDaysAgo: 980,
    phone: "(805) 555-0102",
    training: [
      ["hygiene", "done"],
      ["pest", "done"],
      ["allergen", "done"],
    ],
  },
  {
    code: "OX-0103",
    name: "Guadalupe Torres",
    role: "sanitation",
    site: "oxnard",
    hiredDaysAgo: 420,
    phone: "(805) 555-0103",
    training: [
      ["hygiene", "done"],
      ["pest", "done"],
      ["allergen", "pending"],
    ],
    certifications: [{ name: "Sanitation Chemical Handling", issuedDaysAgo: 380, expiresInDays: -15 }],
  },
  {
    code: "OX-0104",
    name: "Ka Vang",
    role: "sanitation",
    site: "oxnard",
    hiredDaysAgo: 610,
    phone: "(805) 555-0104",
    training: [
      ["hygiene", "done"],
      ["pest", "done"],
      ["allergen", "overdue"],
    ],
  },
  {
    code: "OX-0105",
    name: "Tou Xiong",
    role: "sanitation",
    site: "oxnard",
    hiredDaysAgo: 200,
    phone: "(805) 555-0105",
    training: [
      ["hygiene", "done"],
      ["pest", "pending"],
      ["allergen", "done"],
    ],
  },
  // Oxnard — Forklift: 12 required, 10 done
  {
    code: "OX-0111",
    name: "Jorge Ramírez",
    role: "forklift",
    site: "oxnard",
    hiredDaysAgo: 2100,
    phone: "(805) 555-0111",
    training: [
      ["hygiene", "done"],
      ["forklift", "done"],
      ["cold", "done"],
    ],
    certifications: [forkliftCert(1000, 95)],
  },
  {
    code: "OX-0112",
    name: "Kevin Brooks",
    role: "forklift",
    site: "oxnard",
    hiredDaysAgo: 1200,
    email: "kevin.brooks@pacificfresh.example",
    phone: "(805) 555-0112",
    training: [
      ["hygiene", "done"],
      ["forklift", "done"],
      ["cold", "done"],
    ],
    certifications: [forkliftCert(1070, 25)],
  },
  {
    code: "OX-0113",
    name: "Alejandro Flores",
    role: "forklift",
    site: "oxnard",
    hiredDaysAgo: 760,
    phone: "(805) 555-0113",
    training: [
      ["hygiene", "done"],
      ["forklift", "done"],
      ["cold", "done"],
    ],
    certifications: [forkliftCert(700, 395)],
  },
  {
    code: "OX-0114",
    name: "Pao Lee",
    role: "forklift",
    site: "oxnard",
    hiredDaysAgo: 30,
    status: "training",
    phone: "(805) 555-0114",
    training: [
      ["hygiene", "done"],
      ["forklift", "pending"],
      ["cold", "overdue"],
    ],
  },
  {
    code: "OX-0150",
    name: "Marcus Reed",
    role: "forklift",
    site: "oxnard",
    hiredDaysAgo: 1500,
    status: "inactive",
    phone: "(805) 555-0150",
    training: [
      ["hygiene", "done"],
      ["forklift", "overdue"],
      ["cold", "overdue"],
    ],
    certifications: [forkliftCert(1200, -100)],
  },
  // Oxnard — QA Tech: 12 required, 12 done
  {
    code: "OX-0121",
    name: "Emily Chen",
    role: "qa_tech",
    site: "oxnard",
    hiredDaysAgo: 900,
    email: "emily.chen@pacificfresh.example",
    phone: "(805) 555-0121",
    training: [
      ["hygiene", "done"],
      ["allergen", "done"],
      ["cold", "done"],
      ["pest", "done"],
    ],
    certifications: [{ name: "HACCP Certificate (IHA)", issuedDaysAgo: 700, expiresInDays: null }],
  },
  {
    code: "OX-0122",
    name: "Carmen Ruiz",
    role: "qa_tech",
    site: "oxnard",
    hiredDaysAgo: 540,
    email: "carmen.ruiz@pacificfresh.example",
    phone: "(805) 555-0122",
    training: [
      ["hygiene", "done"],
      ["allergen", "done"],
      ["cold", "done"],
      ["pest", "done"],
    ],
    certifications: [foodHandler(600, 130)],
  },
  {
    code: "OX-0123",
    name: "Nathan Price",
    role: "qa_tech",
    site: "oxnard",
    hiredDaysAgo: 330,
    email: "nathan.price@pacificfresh.example",
    phone: "(805) 555-0123",
    training: [
      ["hygiene", "done"],
      ["allergen", "done"],
      ["cold", "done"],
      ["pest", "done"],
    ],
  },
  // Oxnard — Managers: 6 required, 5 done (+ harvest sanitation, not required at the packhouse)
  {
    code: "OX-0131",
    name: "Robert Sullivan",
    role: "manager",
    site: "oxnard",
    hiredDaysAgo: 3000,
    email: "robert.sullivan@pacificfresh.example",
    phone: "(805) 555-0131",
    training: [
      ["hygiene", "done"],
      ["allergen", "done"],
      ["cold", "done"],
      ["harvest", "done"],
    ],
    certifications: [{ name: "ServSafe Manager", issuedDaysAgo: 900, expiresInDays: 195 }],
  },
  {
    code: "OX-0132",
    name: "Laura Medina",
    role: "manager",
    site: "oxnard",
    hiredDaysAgo: 1100,
    email: "laura.medina@pacificfresh.example",
    phone: "(805) 555-0132",
    training: [
      ["hygiene", "done"],
      ["allergen", "done"],
      ["cold", "pending"],
    ],
  },
  // Oxnard — PCQI: 5 required, 4 done
  {
    code: "OX-0142",
    name: "Elena Vásquez",
    role: "pcqi",
    site: "oxnard",
    hiredDaysAgo: 2400,
    email: "elena.vasquez@pacificfresh.example",
    phone: "(805) 555-0142",
    training: [
      ["hygiene", "done"],
      ["allergen", "done"],
      ["cold", "done"],
      ["pest", "done"],
      ["forklift", "overdue"],
    ],
    certifications: [
      { name: "PCQI — FSPCA Preventive Controls for Human Food", issuedDaysAgo: 1600, expiresInDays: null },
    ],
  },

  // Yuma — Harvest Crew
  {
    code: "YU-0201",
    name: "José Luis García",
    role: "harvest_crew",
    site: "yuma",
    hiredDaysAgo: 1800,
    phone: "(928) 555-0201",
    training: [
      ["hygiene", "done"],
      ["harvest", "done"],
    ],
  },
  {
    code: "YU-0202",
    name: "María Elena López",
    role: "harvest_crew",
    site: "yuma",
    hiredDaysAgo: 1300,
    phone: "(928) 555-0202",
    training: [
      ["hygiene", "done"],
      ["harvest", "done"],
    ],
  },
  {
    code: "YU-0203",
    name: "Francisco Morales",
    role: "harvest_crew",
    site: "yuma",
    hiredDaysAgo: 700,
    phone: "(928) 555-0203",
    training: [
      ["hygiene", "done"],
      ["harvest", "pending"],
    ],
  },
  {
    code: "YU-0204",
    name: "Yer Thao",
    role: "harvest_crew",
    site: "yuma",
    hiredDaysAgo: 450,
    phone: "(928) 555-0204",
    training: [
      ["hygiene", "overdue"],
      ["harvest", "done"],
    ],
  },
  {
    code: "YU-0205",
    name: "Antonio Castillo",
    role: "harvest_crew",
    site: "yuma",
    hiredDaysAgo: 380,
    phone: "(928) 555-0205",
    training: [
      ["hygiene", "done"],
      ["harvest", "done"],
    ],
  },
  {
    code: "YU-0206",
    name: "Lucía Mendoza",
    role: "harvest_crew",
    site: "yuma",
    hiredDaysAgo: 250,
    phone: "(928) 555-0206",
    training: [
      ["hygiene", "pending"],
      ["harvest", "pending"],
    ],
  },
  {
    code: "YU-0207",
    name: "Dylan Foster",
    role: "harvest_crew",
    site: "yuma",
    hiredDaysAgo: 20,
    status: "training",
    phone: "(928) 555-0207",
    training: [
      ["hygiene", "pending"],
      ["harvest", "pending"],
    ],
  },
  {
    code: "YU-0208",
    name: "Nou Her",
    role: "harvest_crew",
    site: "yuma",
    hiredDaysAgo: 560,
    phone: "(928) 555-0208",
    training: [
      ["hygiene", "done"],
      ["harvest", "overdue"],
    ],
  },
  // Yuma — QA, forklift, sanitation, manager
  {
    code: "YU-0211",
    name: "Sarah Mitchell",
    role: "qa_tech",
    site: "yuma",
    hiredDaysAgo: 820,
    email: "sarah.mitchell@pacificfresh.example",
    phone: "(928) 555-0211",
    training: [
      ["hygiene", "done"],
      ["pest", "done"],
      ["cold", "done"],
    ],
    certifications: [foodHandler(700, 30)],
  },
  {
    code: "YU-0212",
    name: "Ricardo Salazar",
    role: "qa_tech",
    site: "yuma",
    hiredDaysAgo: 400,
    email: "ricardo.salazar@pacificfresh.example",
    phone: "(928) 555-0212",
    training: [
      ["hygiene", "done"],
      ["pest", "overdue"],
      ["cold", "done"],
    ],
  },
  {
    code: "YU-0221",
    name: "Héctor Navarro",
    role: "forklift",
    site: "yuma",
    hiredDaysAgo: 1600,
    phone: "(928) 555-0221",
    training: [
      ["hygiene", "done"],
      ["cold", "done"],
      ["forklift", "done"],
    ],
    certifications: [forkliftCert(1050, 45)],
  },
  {
    code: "YU-0222",
    name: "Brian Walsh",
    role: "forklift",
    site: "yuma",
    hiredDaysAgo: 640,
    phone: "(928) 555-0222",
    training: [
      ["hygiene", "done"],
      ["cold", "pending"],
      ["forklift", "done"],
    ],
    certifications: [forkliftCert(640, 455)],
  },
  {
    code: "YU-0231",
    name: "Silvia Reyes",
    role: "sanitation",
    site: "yuma",
    hiredDaysAgo: 900,
    phone: "(928) 555-0231",
    training: [
      ["hygiene", "done"],
      ["pest", "done"],
    ],
  },
  {
    code: "YU-0241",
    name: "Daniel Ortiz",
    role: "manager",
    site: "yuma",
    hiredDaysAgo: 2600,
    email: "daniel.ortiz@pacificfresh.example",
    phone: "(928) 555-0241",
    training: [
      ["hygiene", "done"],
      ["cold", "done"],
      ["harvest", "done"],
    ],
    certifications: [{ name: "Produce Safety Alliance Grower Training", issuedDaysAgo: 1400, expiresInDays: null }],
  },
];
