export function HowItWorksPage() {
  return <main>HowItWorksPage</main>;
}
