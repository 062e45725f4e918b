export function AuthPage() {
  return <main>AuthPage</main>;
}
