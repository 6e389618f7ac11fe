import type { TestProject } from "vitest/node";
import { buildServerBundle, freePort, startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the server delivers e-mail: a journey listens there with an in-process SMTP receiver. */
    smtpPort: number;
  }
}

/** One real server for the e2e run; journeys that need a pristine database start their own. */
export default async function setup(project: TestProject) {
  // Journeys run the compiled server, as `npm start` does; bundling takes a second, so never a stale one.
  buildServerBundle();
  const smtpPort = await freePort();
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  project.provide("baseURL", server.baseURL);
  project.provide("smtpPort", smtpPort);
  return () => server.stop();
}
