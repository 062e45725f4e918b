import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfflineNotice } from "./offline-notice";

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? "offline" : "online")));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("offline notice", () => {
  it("says what still works while the connection is gone, and leaves when it is back", () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Você está sem internet. As receitas que você já abriu continuam disponíveis.",
    );
    goOffline(false);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
