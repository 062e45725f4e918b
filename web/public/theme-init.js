// Runs before React so a dark-theme user never sees a white flash; external so the CSP can forbid inline scripts.
try {
  if (localStorage.getItem("chefzap-theme") === "dark") document.documentElement.classList.add("dark");
} catch {
  // Storage blocked: the light theme is the default.
}
