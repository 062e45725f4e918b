import { createServer } from "node:http";
import { ChatOpenAI } from "@langchain/openai";
import { describe, expect, it } from "vitest";
import { startOpenAiStandIn } from "../test/openai-stand-in.ts";
import { isRetriableAiError } from "./errors.ts";

/** The error the real client throws against `baseURL`, so the test follows SDK upgrades. */
async function errorFrom(baseURL: string): Promise<unknown> {
  const model = new ChatOpenAI({ model: "m", apiKey: "k", configuration: { baseURL }, maxRetries: 0 });
  try {
    await model.invoke("olá");
  } catch (error) {
    return error;
  }
  throw new Error("the call was expected to fail");
}

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

describe("isRetriableAiError on what ChatOpenAI really throws", () => {
  it("retries a socket destroyed mid-request", async () => {
    const standIn = await startOpenAiStandIn([{ kind: "drop" }]);
    try {
      expect(isRetriableAiError(await errorFrom(standIn.baseUrl))).toBe(true);
    } finally {
      await standIn.close();
    }
  });

  it("retries a refused connection", async () => {
    const error = await errorFrom(`http://127.0.0.1:${await closedPort()}/v1`);
    expect(isRetriableAiError(error)).toBe(true);
  });

  it("does not retry a refused key", async () => {
    const standIn = await startOpenAiStandIn([{ kind: "error", status: 401, message: "bad key" }]);
    try {
      expect(isRetriableAiError(await errorFrom(standIn.baseUrl))).toBe(false);
    } finally {
      await standIn.close();
    }
  });
});
