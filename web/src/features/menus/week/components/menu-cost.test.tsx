import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { aWeeklyMenu } from "../test/factories";
import { MenuCost } from "./menu-cost";

const { cost } = aWeeklyMenu();

it("shows the week's estimated cost in reais, the budget it fits and where the prices come from", () => {
  render(<MenuCost cost={cost} />);
  // Intl puts a no-break space after R$; the queries read it as a plain one.
  expect(screen.getByText("Custo estimado da semana: R$ 96,40")).toBeInTheDocument();
  expect(screen.getByText("Dentro do orçamento Econômico (até R$ 100)")).toBeInTheDocument();
  expect(screen.getByText(/pesquisas de supermercado de 2023 a 2025/)).toHaveTextContent(
    "62% do valor vem de preços estimados",
  );
});

it("says plainly when the week costs more than the budget", () => {
  render(
    <MenuCost
      cost={{
        ...cost!,
        weekCentavos: 13_120,
        budget: { tier: "economico", capCentavos: 10_000, met: false },
      }}
    />,
  );
  expect(screen.getByText("Custo estimado da semana: R$ 131,20")).toBeInTheDocument();
  expect(screen.getByText("Acima do orçamento Econômico (até R$ 100)")).toBeInTheDocument();
});

it("shows no budget when none was chosen, and nothing for a menu planned before costs", () => {
  const { unmount } = render(<MenuCost cost={{ ...cost!, budget: null }} />);
  expect(screen.getByText(/Custo estimado da semana/)).toBeInTheDocument();
  expect(screen.queryByText(/orçamento/)).not.toBeInTheDocument();
  unmount();
  const { container } = render(<MenuCost cost={null} />);
  expect(container).toBeEmptyDOMElement();
});
