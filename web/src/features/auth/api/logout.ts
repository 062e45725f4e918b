import { apiRequest } from "@/lib/api-client";

function fullRedirect(path: string): void {
  window.location.assign(path);
}

/**
 * POST /api/logout, then a full page load of "/" even when the call fails (spec part 1 §4, §8):
 * a fresh load drops every cached query of the old session.
 */
export async function logout(redirect: (path: string) => void = fullRedirect): Promise<void> {
  try {
    await apiRequest("POST", "/api/logout");
  } catch (error) {
    console.error("Logout failed; redirecting anyway", error);
  } finally {
    redirect("/");
  }
}
