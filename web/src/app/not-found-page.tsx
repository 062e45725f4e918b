export function NotFoundPage() {
  return <main>NotFoundPage</main>;
}
