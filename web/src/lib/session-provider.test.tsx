import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { aUser } from "@/test/factories";
import { signedInApi, stubApi } from "@/test/api-stub";
import { aSubscription } from "@/test/billing-factories";
import { fakeSocketModule, serverEmits } from "@/test/fake-socket";
import { createQueryClient } from "./query-client";
import { userQueryKey } from "./session";
import { SessionProvider } from "./session-provider";

const socket = vi.hoisted(() => ({ disconnectSocket: vi.fn() }));
vi.mock("./socket", () => ({ ...fakeSocketModule, ...socket }));

beforeEach(() => socket.disconnectSocket.mockClear());

function renderProvider() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <p>app</p>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe("SessionProvider", () => {
  it("closes the old session's socket when the user signs out", async () => {
    signedInApi();
    const queryClient = renderProvider();
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ id: aUser().id }));
    expect(socket.disconnectSocket).not.toHaveBeenCalled();

    stubApi();
    await act(() => queryClient.refetchQueries({ queryKey: userQueryKey }));
    await waitFor(() => expect(socket.disconnectSocket).toHaveBeenCalledTimes(1));
  });

  it("leaves a visitor's page alone", async () => {
    stubApi();
    const queryClient = renderProvider();
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeNull());
    expect(socket.disconnectSocket).not.toHaveBeenCalled();
  });

  it("reads the user again when the server says the plan changed", async () => {
    let plan: "free" | "premium" = "free";
    stubApi({ "GET /api/session": () => ({ body: { user: aUser({ plan }) } }) });
    const queryClient = renderProvider();
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ plan: "free" }));

    plan = "premium";
    // The listener is attached once the (lazily imported) socket resolves.
    await act(() => Promise.resolve());
    act(() => serverEmits("billing:updated", aSubscription()));
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ plan: "premium" }));
  });
});
