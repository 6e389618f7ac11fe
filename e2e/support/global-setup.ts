import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One real server for the e2e run; journeys that need a pristine database start their own. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseURL", server.baseURL);
  return () => server.stop();
}
