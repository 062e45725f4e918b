import { useCallback } from "react";
import { useIngredientList } from "../hooks/use-ingredient-list";
import { scrollToIngredients } from "../scroll-to-ingredients";
import { EatTodaySection } from "./eat-today-section";
import { FeaturesSection } from "./features-section";
import { FinalCtaSection } from "./final-cta-section";
import { HeroSection } from "./hero-section";
import { LandingStepsSection } from "./landing-steps-section";
import { PricingSection } from "./pricing-section";

export function LandingPage() {
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
      <HeroSection list={list} />
      <EatTodaySection onPick={preload} />
      <LandingStepsSection />
      <FeaturesSection />
      <PricingSection />
      <FinalCtaSection />
    </main>
  );
}
