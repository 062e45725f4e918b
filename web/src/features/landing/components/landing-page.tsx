import { useCallback } from "react";
import { useIngredientList } from "../hooks/use-ingredient-list";
import type { ScannerSlot } from "../scanner-slot";
import { scrollToIngredients } from "../scroll-to-ingredients";
import { EatTodaySection } from "./eat-today-section";
import { FeaturesSection } from "./features-section";
import { FinalCtaSection } from "./final-cta-section";
import { HeroSection } from "./hero-section";
import { LandingStepsSection } from "./landing-steps-section";
import { PricingSection } from "./pricing-section";

/** `Scanner` comes from the app (the scanner feature); without it the card offers typing only. */
export function LandingPage({ Scanner }: { Scanner?: ScannerSlot }) {
  const list = useIngredientList();
  const { add } = list;

  const preload = useCallback(
    (value: string) => {
      add(value);
      scrollToIngredients();
    },
    [add],
  );

  return (
    <main>
      <HeroSection list={list} Scanner={Scanner} />
      <EatTodaySection onPick={preload} />
      <LandingStepsSection />
      <FeaturesSection />
      <PricingSection />
      <FinalCtaSection />
    </main>
  );
}
