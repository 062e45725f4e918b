import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "@/lib/toast";
import { ThemeProvider } from "@/lib/theme-provider";
import { DeferredToaster } from "./deferred-toaster";

describe("DeferredToaster", () => {
  it("has no markup on its first render, then shows a toast made before sonner arrived", async () => {
    const { container } = render(
      <ThemeProvider>
        <DeferredToaster />
      </ThemeProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => toast.success("Receita criada!", { description: "Omelete" }));
    expect(await screen.findByText("Receita criada!")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /^Notificações/ })).toBeInTheDocument();
  });
});
