import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinCatalogue, builtinCatalogueWords } from "../src/domain/catalogue";
import { shiftInstant } from "../src/domain/dates";
import { externalAudits, holds, monitoringRecords, users } from "../src/server/db/schema";
import { multipart, sampleExe, samplePdf } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Text the server builds reaches a Spanish reader in Spanish (issue 13): refusals answered in the
 * request's language (Accept-Language before sign-in, the profile's language after).
 */
let t: TestApp;
const es = { "accept-language": "es-MX,es;q=0.9" };
/** The PCQI, whose profile language is Spanish (her browser says English: the profile wins). */
let pcqi: string;
beforeAll(async () => {
  t = await createTestApp();
  pcqi = await t.signInAs("pcqi");
  const saved = await t.call("PATCH", "/api/me", { cookie: pcqi, body: { locale: "es" } });
  expect(saved.statusCode).toBe(200);
});
const asPcqi = (method: "GET" | "POST", url: string, body?: unknown) =>
  t.call(method, url, { cookie: pcqi, body, headers: { "accept-language": "en-US" } });
afterAll(() => t.close());

describe("refusals with variables, in Spanish", () => {
  it("single sign-on names the domain it is not set up for", async () => {
    const body = { email: "someone@nowhere.test" };
    const spanish = await t.call("POST", "/api/auth/sso/start", { headers: es, body });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json().error.message).toBe(
      "El inicio de sesión único no está configurado para nowhere.test. Inicie sesión con su contraseña o consulte a su administrador.",
    );
    const english = await t.call("POST", "/api/auth/sso/start", { body });
    expect(english.json().error.message).toBe(
      "Single sign-on is not set up for nowhere.test. Sign in with your password, or ask your administrator.",
    );
  });
});

describe("the domain's refusals, in Spanish", () => {
  it("a record transition names the record's status in Spanish (profile language)", async () => {
    const [verified] = await t.db
      .select({ id: monitoringRecords.id })
      .from(monitoringRecords)
      .where(eq(monitoringRecords.status, "verified"))
      .limit(1);
    const refused = await asPcqi("POST", `/api/records/${verified!.id}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "Solo se puede aprobar un registro pendiente; este registro está verificado",
    );
  });

  it("a hold already released", async () => {
    const [released] = await t.db
      .select({ id: holds.id })
      .from(holds)
      .where(and(eq(holds.status, "released")))
      .limit(1);
    const refused = await asPcqi("POST", `/api/holds/${released!.id}/release`, {
      authorizationLevel: "pcqi",
      releaseNotes: "Checked again.",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Esta retención ya se liberó");
  });

  it("a weak password, on its field and in the message (Accept-Language)", async () => {
    const refused = await t.call("POST", "/api/organisations", {
      headers: { ...es, "x-forwarded-for": "192.0.2.77" },
      body: {
        organisationName: "Finca Azul",
        name: "Ana Ruiz",
        email: "ana@fincaazul.example",
        password: "password1234",
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      password: "Esta contraseña es demasiado común: aparece en listas de contraseñas filtradas",
    });
    expect(refused.json().error.message).toBe(
      "Datos no válidos — password: Esta contraseña es demasiado común: aparece en listas de contraseñas filtradas",
    );
  });
});

describe("text built for screens, in Spanish", () => {
  it("notifications: titles and bodies in the request's language, the same notifications", async () => {
    const admin = await t.signInAs("admin");
    const english = (await t.call("GET", "/api/notifications", { cookie: admin })).json();
    const spanish = (await t.call("GET", "/api/notifications", { cookie: admin, headers: es })).json();
    expect(spanish.items.map((n: { key: string }) => n.key)).toEqual(english.items.map((n: { key: string }) => n.key));
    const capa = spanish.items.find((n: { kind: string }) => n.kind === "capa_overdue");
    expect(capa.title).toMatch(/^CAPA vencida: /);
    expect(capa.body).toMatch(/ · vencía el \d{4}-\d{2}-\d{2}$/);
    const hold = spanish.items.find((n: { kind: string }) => n.kind === "hold_aged");
    expect(hold.title).toMatch(/^Retenido desde hace \d+ días: /);
    expect(hold.body).toMatch(/las retenciones de más de 14 días necesitan una decisión de liberación$/);
    const englishHold = english.items.find((n: { kind: string }) => n.kind === "hold_aged");
    expect(englishHold.title).toMatch(/^On hold for \d+ days: /);
    // A Spanish profile wins over an English browser.
    const mine = (await asPcqi("GET", "/api/notifications")).json();
    expect(mine.items.find((n: { kind: string }) => n.kind === "capa_overdue").title).toMatch(/^CAPA vencida: /);
  });
});

describe("the overview's texts, in Spanish", () => {
  it("action queue details, milestone titles and statuses, and job-role labels follow the request's language", async () => {
    const admin = await t.signInAs("admin");
    const english = (await t.call("GET", "/api/sites/oxnard/overview?days=30", { cookie: admin })).json();
    const spanish = (await t.call("GET", "/api/sites/oxnard/overview?days=30", { cookie: admin, headers: es })).json();
    type Tab = { tab: string; items: { id: string; title: string; detail: string }[] };
    const verify = (view: { actionQueue: Tab[] }) => view.actionQueue.find((tab) => tab.tab === "verify")!.items;
    expect(verify(spanish).map((i) => i.id)).toEqual(verify(english).map((i) => i.id));
    expect(verify(english)[0]!.title).toMatch(/^(Sanitation Log|Water Quality|Temperature Log|Pest Control) · /);
    expect(verify(spanish)[0]!.title).toMatch(
      /^(Registro de sanitización|Calidad del agua|Registro de temperatura|Control de plagas) · /,
    );
    const roles = (view: { trainingByRole: { role: string; label: string }[] }) =>
      Object.fromEntries(view.trainingByRole.map((r) => [r.role, r.label]));
    expect(roles(english).forklift).toBe("Forklift Operator");
    expect(roles(spanish).forklift).toBe("Operador de montacargas");
    type Milestone = { id: string; title: string; status: string; type: string };
    const internal = spanish.milestones.find((m: Milestone) => m.type === "Internal Audit");
    expect(internal.title).toMatch(/^Auditoría .* \(interna\)$/);
    expect(["En curso", "Próxima"]).toContain(internal.status);
    const englishInternal = english.milestones.find((m: Milestone) => m.id === internal.id);
    expect(englishInternal.title).toMatch(/ internal audit$/);
  });
});

describe("employee import reasons, in Spanish", () => {
  it("names each bad row's problems in the reader's language (profile language)", async () => {
    const csv = [
      "Employee ID,Name,Role,Email,Phone,Site,Hire Date",
      "YU-0500,Paula Ibarra,Sanitation,,,mars,2024-03-01",
      "YU-0501,Chris Dunn,Astronaut,,,yuma,2024-03-01",
    ].join("\n");
    const refused = await asPcqi("POST", "/api/employees/import", { csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("2 filas tienen errores; no se importó nada");
    const fields = refused.json().error.fields;
    expect(fields["line 2"]).toMatch(/^site: mars no es una instalación a la que pueda agregar empleados \(use /);
    expect(fields["line 3"]).toBe("jobRole: Elija un puesto");
  });
});

/** Refusals that were built in English at run time before (issue 13's `notYetCatalogued` list). */
describe("refusals once built in English, in Spanish", () => {
  const temperature = (occurredAt: string) => ({
    type: "temperature",
    clauseId: "C.01.01",
    occurredAt,
    performedBy: "Sofia Ramirez",
    notes: "",
    readings: { location: "Cooler 2", reading: 36.4, unit: "F", correctiveAction: "" },
  });

  it("the input gate names the field and why, in the message and in the field", async () => {
    const admin = await t.signInAs("admin");
    const body = { slug: "nulsite", name: "Ranch\u0000", address: "1 Main Street", timezone: "UTC", type: "grower" };
    const spanish = await t.call("POST", "/api/sites", { cookie: admin, body, headers: es });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().error).toEqual({
      code: "validation",
      message: "Datos no válidos — name: No debe contener el carácter NUL (\\u0000)",
      fields: { name: "No debe contener el carácter NUL (\\u0000)" },
    });
    const english = await t.call("POST", "/api/sites", { cookie: admin, body });
    expect(english.json().error.message).toBe("Invalid input — name: Must not contain the NUL character (\\u0000)");
  });

  it("a record dated in the future, and an evidence file that is not a PDF, image or CSV (profile language)", async () => {
    const future = await asPcqi(
      "POST",
      "/api/sites/oxnard/records",
      temperature(shiftInstant(new Date(), { hours: 1 }).toISOString()),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe("La fecha y la hora no pueden estar en el futuro");
    expect(future.json().error.fields).toEqual({ occurredAt: "No puede estar en el futuro" });

    const data = JSON.stringify(temperature(shiftInstant(new Date(), { minutes: -30 }).toISOString()));
    const form = multipart({ data }, [{ field: "files", filename: "invoice.exe", bytes: sampleExe }]);
    const program = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: pcqi,
      body: form.body,
      headers: form.headers,
    });
    expect(program.statusCode).toBe(400);
    expect(program.json().error.message).toBe('El archivo "invoice.exe" no es un PDF, una imagen o un CSV');
    expect(program.json().error.fields).toEqual({
      files: 'El archivo "invoice.exe" no es un PDF, una imagen o un CSV',
    });
  });

  it("an audit report upload names each missing or wrong file, joined in the message", async () => {
    const [audit] = await t.db.select({ id: externalAudits.id }).from(externalAudits).limit(1);
    const form = multipart({ score: "90" }, [{ field: "certificate", filename: "cert.pdf", bytes: samplePdf }]);
    const refused = await t.call("POST", `/api/external-audits/${audit!.id}/report`, {
      cookie: pcqi,
      body: form.body,
      headers: form.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      report: "Adjunte el informe de auditoría (PDF, DOC o DOCX)",
      expiryDate: "Escriba la fecha de vencimiento del certificado",
    });
    expect(refused.json().error.message).toBe(
      "Adjunte el informe de auditoría (PDF, DOC o DOCX); Escriba la fecha de vencimiento del certificado",
    );
  });

  it("SOP document control: unknown clauses, status moves and publishing a draft", async () => {
    const manager = await t.signInAs("qa_manager");
    const form = {
      title: "Escalera segura",
      category: "Safety",
      body: "1. Propósito\nUsar las escaleras con tres puntos de apoyo en todo momento.",
      tags: ["escalera"],
      languages: ["EN", "ES"],
      reviewerUserId: null,
      nextReview: "2027-01-31",
      trainingRequired: false,
      clauseIds: ["4.01.01"],
    };
    const unknown = await t.call("POST", "/api/sites/oxnard/sops", {
      cookie: manager,
      headers: es,
      body: { ...form, clauseIds: ["9.99.99"] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      "Datos no válidos — clauseIds: Cláusula desconocida 9.99.99: elija cláusulas del catálogo",
    );
    expect(unknown.json().error.fields.clauseIds).toBe("Cláusula desconocida 9.99.99: elija cláusulas del catálogo");

    const sop = (await t.call("POST", "/api/sites/oxnard/sops", { cookie: manager, body: form })).json();
    const move = (status: string) =>
      t.call("POST", `/api/library/sops/${sop.id}/status`, { cookie: manager, headers: es, body: { status } });
    const direct = await move("active");
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error.message).toBe("Un POE pasa a Vigente solo al publicar una versión");
    expect((await move("draft")).json().error.message).toBe("El POE ya tiene el estado «Borrador»");
    const publish = await asPcqi("POST", `/api/library/sops/${sop.id}/versions`, { changeSummary: "Primera" });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().error.message).toBe("Envíe el borrador a revisión antes de aprobarlo");
    expect((await move("archived")).statusCode).toBe(200);
    const fromArchive = await move("under-review");
    expect(fromArchive.json().error.message).toBe("Un POE no puede pasar de «Archivado» a «En revisión»");
    const english = await t.call("POST", `/api/library/sops/${sop.id}/status`, {
      cookie: manager,
      body: { status: "under-review" },
    });
    expect(english.json().error.message).toBe("An SOP cannot move from Archived to Under Review");
  });

  it("signing a Food Safety Plan with sections not completed names them", async () => {
    const refused = await asPcqi("POST", "/api/sites/oxnard/fsp/signatures", { password: "clausewise-demo" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(
      /^Complete todas las secciones antes de firmar: .+ (no está completada|no están completadas)$/,
    );
  });

  it("an invitation to an unknown site, and an internal audit of modules the site does not apply", async () => {
    const admin = await t.signInAs("admin");
    const invited = await t.call("POST", "/api/invitations", {
      cookie: admin,
      headers: es,
      body: { email: "nadie@fincaazul.example", role: "viewer", siteIds: ["atlantis"] },
    });
    expect(invited.statusCode).toBe(400);
    expect(invited.json().error.message).toBe(
      "Datos no válidos — siteIds: No hay ninguna instalación con el id atlantis en su organización",
    );
    expect(invited.json().error.fields.siteIds).toBe(
      "No hay ninguna instalación con el id atlantis en su organización",
    );

    const [auditor] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, "qa.tech@clausewise.demo"));
    const scheduled = await asPcqi("POST", "/api/internal-audits", {
      type: "module",
      date: "2026-11-20",
      auditorId: auditor!.id,
      siteId: "yuma",
      scopeKind: "modules",
      scopeIds: ["PACKINGHOUSE"],
    });
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.json().error.fields.scopeIds).toBe("No se aplica a Yuma Harvest Operations: PACKINGHOUSE");
  });
});

describe("job-role labels outside the overview, in Spanish", () => {
  it("search words an employee's job role in the reader's language and finds it by the Spanish label", async () => {
    const admin = await t.signInAs("admin");
    type Hit = { type: string; title: string; subtitle?: string };
    const employees = async (q: string, headers?: Record<string, string>) =>
      (
        (await t.call("GET", `/api/search?q=${encodeURIComponent(q)}&limit=50`, { cookie: admin, headers })).json()
          .hits as Hit[]
      ).filter((hit) => hit.type === "employee");
    const english = (await employees("pao lee")).find((hit) => hit.title === "Pao Lee")!;
    expect(english.subtitle).toBe("OX-0114 · Forklift Operator · Oxnard Packhouse");
    const spanish = (await employees("pao lee", es)).find((hit) => hit.title === "Pao Lee")!;
    expect(spanish.subtitle).toBe("OX-0114 · Operador de montacargas · Oxnard Packhouse");
    const byRole = await employees("montacargas", es);
    expect(byRole.map((hit) => hit.title)).toContain("Pao Lee");
    expect(byRole.every((hit) => hit.subtitle?.includes("Operador de montacargas"))).toBe(true);
    expect(await employees("montacargas")).toEqual([]);
  });
});

describe("a finding's evidence to close, in Spanish", () => {
  it("names the required evidence (and a closed finding's items) in the reader's language", async () => {
    type Finding = {
      id: string;
      clauseId: string;
      title: string;
      evidenceToClose: string[];
      closure: { label: string }[];
    };
    const list = async (headers?: Record<string, string>) =>
      (await t.call("GET", "/api/sites/oxnard/audit-findings", { cookie: pcqi, headers })).json().findings as Finding[];
    // The PCQI reads Spanish (her profile); the viewer has no language of her own.
    const spanish = await list();
    const viewer = await t.signInAs("viewer");
    const english = (await t.call("GET", "/api/sites/oxnard/audit-findings", { cookie: viewer })).json()
      .findings as Finding[];
    expect(spanish.map((f) => f.id)).toEqual(english.map((f) => f.id));
    const finding = english.find((f) => f.clauseId === "3.01.02")!;
    expect(finding.evidenceToClose).toEqual([
      `Root cause and corrective action for: ${finding.title}`,
      "Photo or document showing the correction in place",
    ]);
    const title = builtinCatalogueWords.clauseTitle(builtinCatalogue.id, "3.01.02", "es", finding.title);
    expect(title).not.toBe(finding.title);
    expect(spanish.find((f) => f.id === finding.id)!.evidenceToClose).toEqual([
      `Causa raíz y acción correctiva de: ${title}`,
      "Foto o documento que muestre la corrección aplicada",
    ]);
    const form = multipart({ data: JSON.stringify({ items: [{ note: "" }, { note: "Foto del plan corregido" }] }) });
    const refused = await t.call("POST", `/api/audit-findings/${finding.id}/close`, {
      cookie: pcqi,
      body: form.body,
      headers: form.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("Cada evidencia requerida necesita una nota o un archivo");
    expect(refused.json().error.fields).toEqual({
      "items.0": `Agregue una nota o adjunte un archivo para «Causa raíz y acción correctiva de: ${title}»`,
    });
    const closed = english.find((f) => f.closure.length > 0);
    if (closed) {
      const labels = spanish.find((f) => f.id === closed.id)!.closure.map((c) => c.label);
      expect(labels[1]).toBe("Foto o documento que muestre la corrección aplicada");
      expect(labels[0]).toMatch(/^Causa raíz y acción correctiva de: /);
    }
  });
});

describe("the catalogue's words, in Spanish", () => {
  it("names clause groups, modules, clauses and roles in the overview, the audit options and a checklist", async () => {
    const admin = await t.signInAs("admin");
    const read = async (url: string, headers: Record<string, string>) => {
      const response = await t.call("GET", url, { cookie: admin, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const english = { "accept-language": "en-US" };

    const areas = async (headers: Record<string, string>) =>
      ((await read("/api/sites/oxnard/overview?days=30", headers)).byClause as { area: string }[]).map((a) => a.area);
    expect(await areas(english)).toContain("Supplier Management");
    expect(await areas(es)).toContain("Manejo de proveedores");
    expect(await areas(es)).not.toContain("Supplier Management");

    type Options = {
      modules: { id: string; name: string }[];
      clauses: { id: string; title: string; section: string }[];
      auditors: { role: string }[];
    };
    const options: Options = await read("/api/sites/oxnard/internal-audits/options", es);
    expect(options.modules.find((m) => m.id === "FSMS_1")?.name).toBe("Módulo 1 SGIA");
    expect(options.clauses.find((c) => c.id === "1.01.01")).toMatchObject({
      title: "Política de inocuidad alimentaria vigente",
      section: "Sistema de Gestión de Inocuidad Alimentaria",
    });
    expect(options.auditors.map((a) => a.role)).toContain("Gerente de Calidad");
    const optionsEn: Options = await read("/api/sites/oxnard/internal-audits/options", english);
    expect(optionsEn.clauses.find((c) => c.id === "1.01.01")).toMatchObject({
      title: "Food Safety Policy present",
      section: "Food Safety Management System",
    });

    // A checklist stores the catalogue's English words when it is scheduled and is read in each reader's.
    const [auditor] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, "qa.tech@clausewise.demo"));
    const scheduled = await t.call("POST", "/api/internal-audits", {
      cookie: admin,
      body: {
        type: "module",
        date: "2026-11-20",
        auditorId: auditor!.id,
        siteId: "oxnard",
        scopeKind: "clauses",
        scopeIds: ["1.01.01"],
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    type Checklist = { items: { clauseId: string; section: string; requirement: string }[] };
    const item = async (headers: Record<string, string>) =>
      ((await read(`/api/internal-audits/${scheduled.json().id}`, headers)) as Checklist).items[0];
    expect(await item(es)).toMatchObject({
      clauseId: "1.01.01",
      section: "Sistema de Gestión de Inocuidad Alimentaria",
      requirement: "Política de inocuidad alimentaria vigente",
    });
    expect(await item(english)).toMatchObject({
      section: "Food Safety Management System",
      requirement: "Food Safety Policy present",
    });
  });
});
