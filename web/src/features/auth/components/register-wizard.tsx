export function RegisterWizard() {
  return <main>RegisterWizard</main>;
}
