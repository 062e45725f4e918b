import type { Server } from "node:http";
import supertest from "supertest";
import { registration, type TestContext } from "../context.ts";
import type { RawBody } from "./bodies.ts";
import type { Who } from "./routes.ts";

export interface Account {
  id: string;
  email: string;
  cookie: string;
}

/** Sessions to send requests with; several per kind, since some limits count per account. */
export interface Identities {
  user: Account[];
  premium: Account[];
  admin: Account[];
  password: string;
}

async function register(server: Server): Promise<Account> {
  const payload = registration();
  const res = await supertest(server).post("/api/register").send(payload).expect(201);
  const cookie = res.headers["set-cookie"]![0]!.split(";")[0]!;
  return { id: res.body.id, email: payload.email, cookie };
}

export async function createIdentities(
  ctx: TestContext,
  server: Server,
  perKind: number,
): Promise<Identities> {
  const user: Account[] = [];
  const premium: Account[] = [];
  const admin: Account[] = [];
  for (let i = 0; i < perKind; i++) user.push(await register(server));
  for (let i = 0; i < perKind; i++) {
    const account = await register(server);
    await ctx.services.users.changePlan(account.id, "premium");
    premium.push(account);
  }
  // Promoted after signing up, as an operator would: the session already open takes the admin's limits.
  for (let i = 0; i < perKind; i++) {
    const account = await register(server);
    await ctx.services.users.setRole(account.id, "admin");
    admin.push(account);
  }
  return { user, premium, admin, password: registration().password };
}

export interface FuzzRequest {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  body: RawBody | undefined;
  who: Who;
  /** Which account of the kind, or the forged token. */
  pick: number;
}

function cookieFor(ids: Identities, who: Who, pick: number): string | undefined {
  if (who === "anonymous") return undefined;
  if (who === "forged") return `chefzap_session=${pick.toString(36).padEnd(43, "x")}`;
  const pool = ids[who];
  return pool[pick % pool.length]!.cookie;
}

/** Sends one request exactly as generated (the body as raw text) and answers status and body. */
export async function send(server: Server, ids: Identities, request: FuzzRequest) {
  let call = supertest(server)[request.method](request.path);
  const cookie = cookieFor(ids, request.who, request.pick);
  if (cookie) call = call.set("Cookie", cookie);
  if (request.body) call = call.set("Content-Type", request.body.contentType).send(request.body.text);
  const res = await call;
  return { status: res.status, body: res.body as { error?: string } };
}
