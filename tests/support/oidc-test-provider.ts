import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** Where Clausewise runs in the SSO tests (PUBLIC_URL): the provider sends the browser back here. */
export const CLAUSEWISE_URL = "http://clausewise.test";

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people the provider knows, by login; add to it in a test. */
  accounts: Map<string, TestAccount>;
  /**
   * Plays the browser at the provider: opens the authorisation URL, signs in as `login` on the
   * provider's own login page, consents, and returns the URL the provider sends the browser back to.
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free loopback port, with one
 * client registered for Clausewise; its development login and consent pages are driven over HTTP.
 */
export async function startTestProvider(options: { redirectUri?: string } = {}): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  const clientId = "clausewise";
  const clientSecret = "test-client-secret-0123456789abcdef";
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri ?? `${CLAUSEWISE_URL}/sso/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["oidc-test-cookie-key"] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  handler = provider.callback();

  async function signIn(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    let form: URLSearchParams | undefined;
    for (let step = 0; step < 12; step++) {
      const response = await fetch(url, {
        method: form ? "POST" : "GET",
        redirect: "manual",
        body: form,
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      for (const setCookie of response.headers.getSetCookie()) {
        const [pair] = setCookie.split(";");
        const at = pair!.indexOf("=");
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      if (response.status >= 300 && response.status < 400) {
        const next = new URL(response.headers.get("location")!, url);
        if (next.origin === CLAUSEWISE_URL) return next;
        url = next.href;
        form = undefined;
        continue;
      }
      const html = await response.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1]?.replace(/&#x2F;|&#47;/g, "/");
      const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
      if (!action || !prompt)
        throw new Error(`unexpected page from the provider (${response.status}): ${html.slice(0, 400)}`);
      url = new URL(action, url).href;
      form = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt });
    }
    throw new Error("the provider never sent the browser back");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
