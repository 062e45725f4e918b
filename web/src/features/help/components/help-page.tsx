export function HelpPage() {
  return <main>HelpPage</main>;
}
