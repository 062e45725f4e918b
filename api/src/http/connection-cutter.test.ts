import { createServer } from "node:http";
import { connect, type Socket } from "node:net";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { trackConnections } from "./connection-cutter.ts";

/** An upgraded connection the server's own close cannot end: what a reconnecting WebSocket leaves. */
async function upgradedClient(port: number): Promise<Socket> {
  const client = connect(port, "127.0.0.1");
  await once(client, "connect");
  client.write(
    "GET /socket HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n",
  );
  await once(client, "data");
  return client;
}

describe("connections at shutdown", () => {
  it("cuts an upgraded connection still open after the grace period, so the server closes", async () => {
    const server = createServer();
    server.on("upgrade", (_req, socket: Socket) => {
      socket.write("HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n");
    });
    const connections = trackConnections(server);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const client = await upgradedClient((server.address() as { port: number }).port);
    const clientClosed = once(client, "close");

    const started = performance.now();
    connections.cutAfter(100);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await clientClosed;
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });
});
