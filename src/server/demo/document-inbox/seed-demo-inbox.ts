import { shiftInstant } from "../../../domain/dates";
import type { Db } from "../../db/client";
import { receiveInboundMail } from "../../use-cases/document-inbox/receive-inbound-mail";
import { type DemoSeedContext, demoUsers } from "../demo-organisation";
import { demoCsv, demoPdf } from "../records/demo-files";

/**
 * A few e-mailed documents waiting for triage in Oxnard's inbox (decision 159), received through the
 * same use-case as the SMTP receiver: two from the QA technician and a lab's certificate forwarded by the
 * QA manager, all new (members' mail), so a fresh start shows triage. None is held: a fresh admin's alerts
 * are the demo's two (CAPA and hold). Yuma's inbox stays empty.
 */
export async function seedDemoInbox(tx: Db, ctx: DemoSeedContext) {
  const site = { siteId: ctx.sites.oxnard!, organisationId: ctx.organisationId };
  const tech = demoUsers.find((u) => u.role === "qa_tech")!.email;
  const manager = demoUsers.find((u) => u.role === "qa_manager")!.email;
  const mails = [
    {
      from: tech,
      hoursAgo: 30,
      subject: "Cooler 2 thermometer calibration",
      attachments: [
        {
          filename: "cooler-2-calibration.pdf",
          content: demoPdf("Thermometer calibration - Cooler 2", [
            "Reference: ice-point method, 32.0 F",
            "Reading before adjustment: 32.9 F; after: 32.1 F",
            "Calibrated by Sofia Ramirez",
          ]),
        },
      ],
    },
    {
      from: tech,
      hoursAgo: 6,
      subject: "Dock door temperatures (paper sheet, typed up)",
      attachments: [
        {
          filename: "dock-door-temperatures.csv",
          content: demoCsv([
            ["time", "dock", "air_f"],
            ["06:00", "1", 36.4],
            ["10:00", "1", 37.1],
            ["14:00", "2", 38.0],
          ]),
        },
      ],
    },
    {
      from: manager,
      hoursAgo: 3,
      subject: "Fwd: Certificate of analysis - irrigation water sample W-2291",
      attachments: [
        {
          filename: "coa-w-2291.pdf",
          content: demoPdf("Certificate of analysis W-2291", [
            "Sample: irrigation water, well 3",
            "Generic E. coli: < 1 MPN/100 mL",
            "Coastal Analytics, forwarded by the QA manager",
          ]),
        },
      ],
    },
  ];
  for (const mail of mails)
    await receiveInboundMail(tx, {
      site,
      envelopeFrom: mail.from,
      headerFrom: mail.from,
      subject: mail.subject,
      attachments: mail.attachments,
      receivedAt: shiftInstant(ctx.now, { hours: -mail.hoursAgo }),
    });
}
