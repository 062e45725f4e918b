import { act, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";
import { renderAt } from "@/test/render";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  it("names its region and its close button in Portuguese", async () => {
    renderAt(<Toaster />);
    act(() => {
      toast.success("Receita salva");
    });
    expect(await screen.findByText("Receita salva")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /^Notificações/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Fechar aviso" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close toast" })).not.toBeInTheDocument();
  });
});
