import { asc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, inboxApprovedSenders } from "../src/server/db/schema";
import { multipart, sampleDocx, sampleExe, samplePdf, samplePng } from "./support/multipart";
import { freePort } from "./support/server-process";
import { createTestApp, demoEmail, otherOrg, type TestApp } from "./support/test-app";

/**
 * Issue 19's document inbox (decision 132): uploads triaged into a record or the library, and the
 * built-in SMTP receiver, started with the test app on a free port, fed by real `nodemailer` messages.
 */
let t: TestApp;
let smtpPort: number;
let admin: string;
let qaManager: string;
let qaTech: string;
let supervisor: string;
let viewer: string;
let yumaAddress: string;
const domain = "inbox.test.clausewise";

beforeAll(async () => {
  smtpPort = await freePort();
  t = await createTestApp({
    env: { SMTP_INBOUND_PORT: String(smtpPort), SMTP_INBOUND_DOMAIN: domain, HOST: "127.0.0.1" },
  });
  await t.app.ready();
  admin = await t.signInAs("admin");
  qaManager = await t.signInAs("qa_manager");
  qaTech = await t.signInAs("qa_tech");
  supervisor = await t.signInAs("supervisor");
  viewer = await t.signInAs("viewer");
  yumaAddress = (await t.call("GET", "/api/sites/yuma/inbox", { cookie: admin })).json().address;
});
afterAll(() => t.close());

type Item = {
  id: string;
  status: string;
  source: string;
  originalName: string;
  senderEmail: string | null;
  subject: string | null;
  refusal: string | null;
  hasFile: boolean;
  filedTo: { type: string; id: string } | null;
  discardReason: string | null;
  triagedByName: string | null;
};

function upload(site: string, cookie: string, files: { filename: string; bytes: Buffer }[]) {
  const body = multipart(
    {},
    files.map((f) => ({ field: "files", ...f })),
  );
  return t.app.inject({
    method: "POST",
    url: `/api/sites/${site}/inbox`,
    headers: { cookie, ...body.headers },
    payload: body.body,
  });
}

const list = async (site: string, cookie = admin, status?: string) => {
  const response = await t.call("GET", `/api/sites/${site}/inbox${status ? `?status=${status}` : ""}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as { address: string; receivesEmail: boolean; items: Item[] };
};

const eventsOf = (entityId: string) =>
  t.db
    .select({ action: auditEvents.action, actorName: auditEvents.actorName, after: auditEvents.after })
    .from(auditEvents)
    .where(eq(auditEvents.entityId, entityId))
    .orderBy(asc(auditEvents.seq));

async function firstRecordAt(site: string) {
  const records = (await t.call("GET", `/api/sites/${site}/records`, { cookie: admin })).json();
  return (records.records ?? records.items)[0].id as string;
}

async function firstSopAt(site: string) {
  const sops = (await t.call("GET", `/api/sites/${site}/sops`, { cookie: admin })).json();
  return (sops.sops ?? sops)[0].id as string;
}

/** Sends one message through a real SMTP client to the receiver the test app started. */
function send(message: {
  from: string;
  to: string;
  subject?: string;
  envelopeFrom?: string;
  attachments?: { filename: string; content: Buffer }[];
}) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  return transport
    .sendMail({
      from: message.from,
      to: message.to,
      subject: message.subject ?? "Documents",
      text: "Please file the attached.",
      attachments: message.attachments ?? [],
      ...(message.envelopeFrom ? { envelope: { from: message.envelopeFrom, to: message.to } } : {}),
    })
    .finally(() => transport.close());
}

/** The SMTP reply code of a refused send. */
async function refusedCode(sending: Promise<unknown>): Promise<number> {
  const error = (await sending.then(
    () => null,
    (e: unknown) => e,
  )) as { responseCode?: number; rejectedErrors?: { responseCode?: number }[] } | null;
  expect(error).not.toBeNull();
  return error!.responseCode ?? error!.rejectedErrors?.[0]?.responseCode ?? 0;
}

describe("uploading into a site's inbox and triaging", () => {
  it("gives each site an unguessable inbox address at the configured domain", async () => {
    const yuma = await list("yuma");
    const oxnard = await list("oxnard");
    expect(yuma.receivesEmail).toBe(true);
    expect(yuma.address).toMatch(new RegExp(`^yuma\\.[0-9a-f]{20}@${domain.replace(/\./g, "\\.")}$`));
    expect(oxnard.address).toMatch(/^oxnard\.[0-9a-f]{20}@/);
    expect(oxnard.address.split("@")[0]!.split(".")[1]).not.toBe(yuma.address.split("@")[0]!.split(".")[1]);
  });

  it("stores several uploaded files as new items, downloadable with their sniffed type", async () => {
    const response = await upload("yuma", qaTech, [
      { filename: "water-test.pdf", bytes: samplePdf },
      { filename: "bait-station.png", bytes: samplePng },
    ]);
    expect(response.statusCode).toBe(201);
    const items = response.json().items as Item[];
    expect(items.map((i) => [i.originalName, i.status, i.source])).toEqual([
      ["water-test.pdf", "new", "upload"],
      ["bait-station.png", "new", "upload"],
    ]);
    const listed = await list("yuma", viewer, "new");
    expect(listed.items.map((i) => i.id)).toEqual(expect.arrayContaining(items.map((i) => i.id)));
    const file = await t.call("GET", `/api/inbox-items/${items[0]!.id}/file`, { cookie: viewer });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(samplePdf)).toBe(true);
    const events = await eventsOf(items[0]!.id);
    expect(events).toEqual([
      expect.objectContaining({
        action: "inbox_item.receive",
        actorName: "Sofia Ramirez",
        after: expect.objectContaining({ source: "upload", status: "new", originalName: "water-test.pdf" }),
      }),
    ]);
  });

  it("refuses a program renamed .pdf, an empty request and a file over 10 MiB, storing nothing", async () => {
    const before = (await list("yuma")).items.length;
    const exe = await upload("yuma", qaTech, [
      { filename: "invoice.pdf", bytes: sampleExe },
      { filename: "ok.pdf", bytes: samplePdf },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error.fields.files).toMatch(/invoice\.pdf/);
    const none = await t.call("POST", "/api/sites/yuma/inbox", { cookie: qaTech, body: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.files).toBe("Choose at least one file");
    const huge = Buffer.concat([samplePdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload("yuma", qaTech, [{ filename: "huge.pdf", bytes: huge }]);
    expect(tooBig.statusCode).toBe(413);
    expect((await list("yuma")).items.length).toBe(before);
  });

  it("files an item into a record of its site as an attachment, with both audit events", async () => {
    const [item] = (await upload("yuma", qaTech, [{ filename: "trap-photo.png", bytes: samplePng }])).json()
      .items as Item[];
    const recordId = await firstRecordAt("yuma");
    const oxnardRecord = await firstRecordAt("oxnard");
    const elsewhere = await t.call("POST", `/api/inbox-items/${item!.id}/file-to-record`, {
      cookie: qaTech,
      body: { recordId: oxnardRecord },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields.recordId).toBe("No record with this id at this site");
    const bad = await t.call("POST", `/api/inbox-items/${item!.id}/file-to-record`, {
      cookie: qaTech,
      body: { recordId: "nope" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.recordId).toBe("Choose a record");

    const filed = await t.call("POST", `/api/inbox-items/${item!.id}/file-to-record`, {
      cookie: qaTech,
      body: { recordId },
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({
      status: "filed",
      filedTo: { type: "monitoring_record", id: recordId },
      triagedByName: "Sofia Ramirez",
    });
    const record = (await t.call("GET", `/api/records/${recordId}`, { cookie: viewer })).json();
    const attachments = (record.record ?? record).attachments as { id: string; filename: string }[];
    const attached = attachments.find((a) => a.filename === "trap-photo.png");
    expect(attached).toBeDefined();
    const download = await t.call("GET", `/api/files/${attached!.id}`, { cookie: viewer });
    expect(download.rawPayload.equals(samplePng)).toBe(true);

    expect((await eventsOf(item!.id)).map((e) => e.action)).toEqual(["inbox_item.receive", "inbox_item.file"]);
    expect((await eventsOf(attached!.id))[0]).toMatchObject({
      action: "attachment.upload",
      after: { ownerType: "monitoring_record", ownerId: recordId },
    });
    const again = await t.call("POST", `/api/inbox-items/${item!.id}/discard`, {
      cookie: qaTech,
      body: { reason: "Duplicate" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("files a Word document into an SOP of the library (managers), which a record would not take", async () => {
    const [item] = (await upload("yuma", qaTech, [{ filename: "supplier-sop.docx", bytes: sampleDocx }])).json()
      .items as Item[];
    const notEvidence = await t.call("POST", `/api/inbox-items/${item!.id}/file-to-record`, {
      cookie: qaTech,
      body: { recordId: await firstRecordAt("yuma") },
    });
    expect(notEvidence.statusCode).toBe(400);
    expect(notEvidence.json().error.fields.recordId).toMatch(/supplier-sop\.docx.*a PDF, image or CSV/);
    const sopId = await firstSopAt("yuma");
    const techRefused = await t.call("POST", `/api/inbox-items/${item!.id}/file-to-library`, {
      cookie: qaTech,
      body: { sopId },
    });
    expect(techRefused.statusCode).toBe(403);
    const filed = await t.call("POST", `/api/inbox-items/${item!.id}/file-to-library`, {
      cookie: qaManager,
      body: { sopId },
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ status: "filed", filedTo: { type: "sop", id: sopId } });
    const sop = (await t.call("GET", `/api/library/sops/${sopId}`, { cookie: viewer })).json();
    expect(sop.attachments.map((a: { filename: string }) => a.filename)).toContain("supplier-sop.docx");
    expect((await eventsOf(item!.id)).map((e) => e.action)).toEqual(["inbox_item.receive", "inbox_item.file"]);
  });

  it("discards an item only with a reason, and keeps the reason", async () => {
    const [item] = (await upload("yuma", qaTech, [{ filename: "blurry.png", bytes: samplePng }])).json()
      .items as Item[];
    const noReason = await t.call("POST", `/api/inbox-items/${item!.id}/discard`, { cookie: qaTech, body: {} });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe("Give a reason");
    const discarded = await t.call("POST", `/api/inbox-items/${item!.id}/discard`, {
      cookie: qaTech,
      body: { reason: "Unreadable photo" },
    });
    expect(discarded.json()).toMatchObject({ status: "discarded", discardReason: "Unreadable photo" });
    expect((await eventsOf(item!.id))[1]).toMatchObject({
      action: "inbox_item.discard",
      after: { status: "discarded", reason: "Unreadable photo" },
    });
    const badStatus = await t.call("GET", "/api/sites/yuma/inbox?status=lost", { cookie: viewer });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error.fields.status).toBe("Unknown status");
  });

  it("lets roles do only what the table says, and keeps sites and organisations apart", async () => {
    expect((await upload("yuma", viewer, [{ filename: "a.pdf", bytes: samplePdf }])).statusCode).toBe(403);
    const [item] = (await upload("yuma", supervisor, [{ filename: "b.pdf", bytes: samplePdf }])).json().items as Item[];
    const supervisorDiscard = await t.call("POST", `/api/inbox-items/${item!.id}/discard`, {
      cookie: supervisor,
      body: { reason: "Not mine to decide" },
    });
    expect(supervisorDiscard.statusCode).toBe(403);
    // The supervisor is restricted to yuma.
    expect((await t.call("GET", "/api/sites/oxnard/inbox", { cookie: supervisor })).statusCode).toBe(403);
    const outsider = await t.signIn(otherOrg.email);
    expect((await t.call("GET", `/api/inbox-items/${item!.id}/file`, { cookie: outsider })).statusCode).toBe(404);
    const theirs = await list("oxnard", outsider);
    expect(theirs.items).toEqual([]);
    expect(theirs.address).not.toBe((await list("oxnard")).address);
  });
});

describe("inbound e-mail to a site's inbox address", () => {
  it("files a member's attachments as new items with sender and subject", async () => {
    const info = await send({
      from: `Sofia Ramirez <${demoEmail("qa_tech")}>`,
      to: yumaAddress,
      subject: "Water test results March",
      attachments: [{ filename: "water-march.pdf", content: samplePdf }],
    });
    expect(info.accepted).toEqual([yumaAddress]);
    const item = (await list("yuma")).items.find((i) => i.originalName === "water-march.pdf");
    expect(item).toMatchObject({
      source: "email",
      status: "new",
      senderEmail: demoEmail("qa_tech"),
      subject: "Water test results March",
      hasFile: true,
    });
    const file = await t.call("GET", `/api/inbox-items/${item!.id}/file`, { cookie: qaTech });
    expect(file.rawPayload.equals(samplePdf)).toBe(true);
    expect(await eventsOf(item!.id)).toEqual([
      expect.objectContaining({
        action: "inbox_item.receive",
        actorName: "Inbound e-mail",
        after: expect.objectContaining({ source: "email", status: "new", senderEmail: demoEmail("qa_tech") }),
      }),
    ]);
  });

  it("holds an unknown sender's mail until an administrator approves, then remembers the sender", async () => {
    await send({
      from: "Lab Results <results@valley-lab.example>",
      to: yumaAddress.toUpperCase(),
      subject: "Certificate of analysis",
      attachments: [{ filename: "coa-0412.pdf", content: samplePdf }],
    });
    const held = (await list("yuma", admin, "held")).items.find((i) => i.originalName === "coa-0412.pdf");
    expect(held).toMatchObject({ status: "held", senderEmail: "results@valley-lab.example" });
    // Nobody but an administrator opens it or triages it meanwhile.
    expect((await t.call("GET", `/api/inbox-items/${held!.id}/file`, { cookie: qaTech })).statusCode).toBe(403);
    const early = await t.call("POST", `/api/inbox-items/${held!.id}/discard`, {
      cookie: qaManager,
      body: { reason: "Looks fine" },
    });
    expect(early.statusCode).toBe(409);
    expect(
      (await t.call("POST", `/api/inbox-items/${held!.id}/approve`, { cookie: qaManager, body: {} })).statusCode,
    ).toBe(403);
    expect((await t.call("GET", `/api/inbox-items/${held!.id}/file`, { cookie: admin })).statusCode).toBe(200);
    // Administrators are told; the QA manager, who may not approve senders, is not.
    const notificationKeys = async (cookie: string) =>
      ((await t.call("GET", "/api/notifications", { cookie })).json().items as { key: string; title: string }[]).filter(
        (n) => n.key === `inbox-held:${held!.id}`,
      );
    expect(await notificationKeys(admin)).toEqual([
      expect.objectContaining({ title: "Held for approval: coa-0412.pdf from results@valley-lab.example" }),
    ]);
    expect(await notificationKeys(qaManager)).toEqual([]);

    const approved = await t.call("POST", `/api/inbox-items/${held!.id}/approve`, {
      cookie: admin,
      body: { rememberSender: true },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe("new");
    expect(await notificationKeys(admin)).toEqual([]);
    expect((await eventsOf(held!.id)).map((e) => e.action)).toEqual([
      "inbox_item.receive",
      "inbox_item.approve_sender",
    ]);
    const remembered = await t.db
      .select()
      .from(inboxApprovedSenders)
      .where(eq(inboxApprovedSenders.email, "results@valley-lab.example"));
    expect(remembered).toHaveLength(1);

    await send({
      from: "results@valley-lab.example",
      to: yumaAddress,
      subject: "Second certificate",
      attachments: [{ filename: "coa-0413.pdf", content: samplePdf }],
    });
    const next = (await list("yuma")).items.find((i) => i.originalName === "coa-0413.pdf");
    expect(next?.status).toBe("new");
  });

  it("lets an administrator reject a held item with a reason", async () => {
    await send({
      from: "deals@cheap-pallets.example",
      to: yumaAddress,
      attachments: [{ filename: "offer.pdf", content: samplePdf }],
    });
    const held = (await list("yuma", admin, "held")).items.find((i) => i.originalName === "offer.pdf");
    const missing = await t.call("POST", `/api/inbox-items/${held!.id}/reject`, { cookie: admin, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.reason).toBe("Give a reason");
    const rejected = await t.call("POST", `/api/inbox-items/${held!.id}/reject`, {
      cookie: admin,
      body: { reason: "Advertising" },
    });
    expect(rejected.json()).toMatchObject({ status: "discarded", discardReason: "Advertising" });
    expect((await eventsOf(held!.id))[1]).toMatchObject({
      action: "inbox_item.reject_sender",
      after: { senderEmail: "deals@cheap-pallets.example", reason: "Advertising" },
    });
  });

  it("holds a message whose From names a member but whose envelope sender is someone else", async () => {
    await send({
      from: demoEmail("admin"),
      envelopeFrom: "spoofer@elsewhere.example",
      to: yumaAddress,
      attachments: [{ filename: "forged.pdf", content: samplePdf }],
    });
    const item = (await list("yuma", admin)).items.find((i) => i.originalName === "forged.pdf");
    expect(item?.status).toBe("held");
  });

  it("refuses unknown recipients at RCPT TO with 550, including a right slug with a wrong token", async () => {
    const attachments = [{ filename: "x.pdf", content: samplePdf }];
    expect(await refusedCode(send({ from: demoEmail("qa_tech"), to: `nobody@${domain}`, attachments }))).toBe(550);
    expect(
      await refusedCode(send({ from: demoEmail("qa_tech"), to: `yuma.00000000000000000000@${domain}`, attachments })),
    ).toBe(550);
    const oxnard = (await list("oxnard")).address;
    const crossed = `yuma.${oxnard.split("@")[0]!.split(".")[1]}@${domain}`;
    expect(await refusedCode(send({ from: demoEmail("qa_tech"), to: crossed, attachments }))).toBe(550);
  });

  it("records a refused executable with its reason beside the accepted files of the same message", async () => {
    await send({
      from: demoEmail("qa_manager"),
      to: yumaAddress,
      subject: "Invoice and delivery note",
      attachments: [
        { filename: "invoice.exe", content: sampleExe },
        { filename: "scan-as-pdf.pdf", content: sampleExe },
        { filename: "delivery-note.pdf", content: samplePdf },
      ],
    });
    const items = (await list("yuma")).items.filter((i) => i.subject === "Invoice and delivery note");
    const byName = Object.fromEntries(items.map((i) => [i.originalName, i]));
    expect(byName["delivery-note.pdf"]).toMatchObject({ status: "new", hasFile: true });
    expect(byName["invoice.exe"]).toMatchObject({
      status: "discarded",
      hasFile: false,
      refusal: 'File "invoice.exe" is not a PDF, Word document, image or CSV',
    });
    expect(byName["scan-as-pdf.pdf"]).toMatchObject({ status: "discarded", hasFile: false });
    expect(
      (await t.call("GET", `/api/inbox-items/${byName["invoice.exe"]!.id}/file`, { cookie: admin })).statusCode,
    ).toBe(404);
    const refusedEvent = (await eventsOf(byName["invoice.exe"]!.id))[0];
    expect(refusedEvent).toMatchObject({
      action: "inbox_item.receive",
      after: {
        status: "discarded",
        sha256: null,
        refusal: 'File "invoice.exe" is not a PDF, Word document, image or CSV',
      },
    });
    // The same refusal in Spanish for a reader who asks for it.
    const spanish = await t.call("GET", "/api/sites/yuma/inbox", {
      cookie: admin,
      headers: { "accept-language": "es" },
    });
    const es = (spanish.json().items as Item[]).find((i) => i.id === byName["invoice.exe"]!.id);
    expect(es?.refusal).not.toBe(byName["invoice.exe"]!.refusal);
    expect(es?.refusal).toMatch(/invoice\.exe/);
  });

  it("records an attachment over 10 MiB as refused for its size", async () => {
    const big = Buffer.concat([samplePdf, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    await send({
      from: demoEmail("qa_manager"),
      to: yumaAddress,
      subject: "Big scan",
      attachments: [{ filename: "big-scan.pdf", content: big }],
    });
    const item = (await list("yuma")).items.find((i) => i.originalName === "big-scan.pdf");
    expect(item).toMatchObject({
      status: "discarded",
      hasFile: false,
      refusal: 'File "big-scan.pdf" is larger than 10 MB',
    });
  });

  it("refuses a message without attachments, with more than 10, or larger than the receiver's limit", async () => {
    const before = (await list("yuma", admin)).items.length;
    expect(await refusedCode(send({ from: demoEmail("qa_tech"), to: yumaAddress }))).toBe(550);
    const many = Array.from({ length: 11 }, (_, i) => ({ filename: `page-${i}.pdf`, content: samplePdf }));
    expect(await refusedCode(send({ from: demoEmail("qa_tech"), to: yumaAddress, attachments: many }))).toBe(552);
    const oversized = [{ filename: "huge.pdf", content: Buffer.concat([samplePdf, Buffer.alloc(26 * 1024 * 1024)]) }];
    expect(await refusedCode(send({ from: demoEmail("qa_tech"), to: yumaAddress, attachments: oversized }))).toBe(552);
    expect((await list("yuma", admin)).items.length).toBe(before);
  });
});
