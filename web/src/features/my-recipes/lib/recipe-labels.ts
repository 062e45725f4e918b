/** "1 porção", "4 porções". */
export function servingsLabel(servings: number): string {
  return servings === 1 ? "1 porção" : `${servings} porções`;
}
