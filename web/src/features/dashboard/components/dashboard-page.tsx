export function DashboardPage() {
  return <main>DashboardPage</main>;
}
