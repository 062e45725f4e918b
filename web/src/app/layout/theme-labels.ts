/** The theme toggle's name and tooltip, by the theme in force (it offers the other one). */
export const THEME_TOGGLE = {
  light: { label: "Ativar tema escuro", title: "Tema escuro" },
  dark: { label: "Ativar tema claro", title: "Tema claro" },
} as const;

/**
 * A static page was drawn in the light theme, and React comes to it late (main.ts): a dark-theme
 * visitor's toggles are named for the dark theme already, as React will name them.
 */
export function nameThemeTogglesForDark(root: ParentNode): void {
  if (!document.documentElement.classList.contains("dark")) return;
  for (const toggle of root.querySelectorAll(`button[aria-label="${THEME_TOGGLE.light.label}"]`)) {
    toggle.setAttribute("aria-label", THEME_TOGGLE.dark.label);
    toggle.setAttribute("title", THEME_TOGGLE.dark.title);
  }
}
