import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { AppShell } from "@/app/layout/app-shell";
import { ALLERGIES_PATH } from "@/app/layout/nav-items";
import { PageSkeleton } from "@/app/layout/page-skeleton";
import { LandingPage } from "@/features/landing/components/landing-page";
import { INGREDIENT_CARD_ID } from "@/features/landing/scroll-to-ingredients";
import { ScannerDialog } from "@/features/scanner";
import { downscaleImage } from "@/features/scanner/lib/downscale-image";
import { imageFileProblem } from "@/features/scanner/lib/image-file";

/**
 * Only the landing ships in the main chunk: it is where most visits start. Other pages download on
 * first use; the skeleton covers a first visit straight to their address, and RouteProgress in the
 * shell covers navigations (the router keeps the current page until the next one's code arrives).
 */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, "lazy" | "HydrateFallback"> {
  return { lazy: async () => ({ Component: await load() }), HydrateFallback: PageSkeleton };
}

// A chat photo goes through the scanner's own checks and downscaling before it leaves; both already
// ship with the landing's scanner.
const chatPhotos = { problem: imageFileProblem, prepare: downscaleImage };

const helpPage = lazyPage(async () => (await import("@/features/help/components/help-page")).HelpPage);

const myRecipesPage = lazyPage(
  async () => (await import("@/features/my-recipes/components/my-recipes-page")).MyRecipesPage,
);

const rankingPage = lazyPage(
  async () => (await import("@/features/community/components/ranking-page")).RankingPage,
);

const weeklyMenusPage = lazyPage(async () => {
  const [{ WeeklyMenusPage }, { MenusTab }] = await Promise.all([
    import("@/features/menus/components/weekly-menus-page"),
    import("@/features/menus/week"),
  ]);
  return () => <WeeklyMenusPage MenusTab={MenusTab} allergiesPath={ALLERGIES_PATH} />;
});

const healthyRecipesPage = lazyPage(async () => {
  const { HealthyRecipesPage } = await import("@/features/healthy/components/healthy-recipes-page");
  return () => <HealthyRecipesPage Scanner={ScannerDialog} />;
});

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // Features never import each other; pages that show another feature get it here.
      { path: "/", element: <LandingPage Scanner={ScannerDialog} /> },
      {
        path: "/como-funciona",
        ...lazyPage(
          async () => (await import("@/features/help/components/how-it-works-page")).HowItWorksPage,
        ),
      },
      { path: "/ajuda", ...helpPage },
      {
        path: "/scanner-ajuda",
        ...lazyPage(
          async () => (await import("@/features/scanner/components/scanner-guide-page")).ScannerGuidePage,
        ),
      },
      { path: "/faq", ...helpPage },
      {
        path: "/dificuldade",
        ...lazyPage(
          async () => (await import("@/features/help/components/difficulty-guide-page")).DifficultyGuidePage,
        ),
      },
      // Spec: /nova-receita is the new-recipe card, which lives on the landing.
      { path: "/nova-receita", element: <Navigate to={`/#${INGREDIENT_CARD_ID}`} replace /> },
      {
        path: "/auth",
        ...lazyPage(async () => (await import("@/features/auth/components/auth-page")).AuthPage),
      },
      {
        path: "/esqueci-senha",
        ...lazyPage(
          async () => (await import("@/features/auth/components/forgot-password-page")).ForgotPasswordPage,
        ),
      },
      {
        path: "/redefinir-senha",
        ...lazyPage(
          async () => (await import("@/features/auth/components/reset-password-page")).ResetPasswordPage,
        ),
      },
      {
        path: "/perfil/seguranca",
        ...lazyPage(async () => (await import("@/features/auth/components/security-page")).SecurityPage),
      },
      {
        path: "/register",
        ...lazyPage(async () => (await import("@/features/auth/components/register-wizard")).RegisterWizard),
      },
      {
        path: "/dashboard",
        ...lazyPage(async () => {
          const [{ DashboardPage }, { WhatsappLinkCard }] = await Promise.all([
            import("@/features/dashboard/components/dashboard-page"),
            import("@/features/whatsapp"),
          ]);
          return () => <DashboardPage Whatsapp={WhatsappLinkCard} />;
        }),
      },
      {
        path: "/chat",
        ...lazyPage(async () => {
          const { ChatPage } = await import("@/features/chat/components/chat-page");
          return () => <ChatPage photos={chatPhotos} />;
        }),
      },
      {
        path: "/recipe-loading",
        ...lazyPage(
          async () =>
            (await import("@/features/generation/components/recipe-loading-page")).RecipeLoadingPage,
        ),
      },
      {
        path: "/recipes/:id",
        ...lazyPage(async () => {
          const [{ RecipePage }, { NutritionPanel }, { RecipeRatings, ReportRecipeButton }] =
            await Promise.all([
              import("@/features/recipes/components/recipe-page"),
              import("@/features/nutrition"),
              import("@/features/ratings"),
            ]);
          return () => (
            <RecipePage Nutrition={NutritionPanel} Ratings={RecipeRatings} Report={ReportRecipeButton} />
          );
        }),
      },
      {
        path: "/perfil/alergias",
        ...lazyPage(
          async () => (await import("@/features/nutrition/components/allergies-page")).AllergiesPage,
        ),
      },
      { path: "/minhas-receitas", ...myRecipesPage },
      { path: "/my-recipe", ...myRecipesPage },
      {
        path: "/receitas-da-comunidade",
        ...lazyPage(
          async () => (await import("@/features/community/components/community-page")).CommunityPage,
        ),
      },
      { path: "/ranking", ...rankingPage },
      { path: "/top-receitas", ...rankingPage },
      { path: "/cardapios-semanais", ...weeklyMenusPage },
      { path: "/weekly-menu", ...weeklyMenusPage },
      {
        path: "/cardapio-semanal",
        ...lazyPage(async () => (await import("@/features/menus/print")).WeeklyMenuScreen),
      },
      {
        path: "/privacidade",
        ...lazyPage(async () => (await import("@/features/legal/components/privacy-page")).PrivacyPage),
      },
      {
        path: "/termos",
        ...lazyPage(async () => (await import("@/features/legal/components/terms-page")).TermsPage),
      },
      {
        path: "/cookies",
        ...lazyPage(async () => (await import("@/features/legal/components/cookies-page")).CookiesPage),
      },
      { path: "/receitas-saudaveis", ...healthyRecipesPage },
      { path: "/healthy-recipes", ...healthyRecipesPage },
      {
        path: "/subscribe",
        ...lazyPage(async () => (await import("@/features/billing/components/subscribe-page")).SubscribePage),
      },
      {
        path: "/subscribe/sucesso",
        ...lazyPage(
          async () => (await import("@/features/billing/components/payment-success-page")).PaymentSuccessPage,
        ),
      },
      {
        path: "/subscribe/cancelado",
        ...lazyPage(
          async () =>
            (await import("@/features/billing/components/payment-cancelled-page")).PaymentCancelledPage,
        ),
      },
      {
        path: "/admin",
        ...lazyPage(
          async () => (await import("@/features/admin/components/admin-login-page")).AdminLoginPage,
        ),
      },
      {
        path: "/admin/perfect",
        ...lazyPage(
          async () => (await import("@/features/admin/components/admin-panel-page")).AdminPanelPage,
        ),
      },
      {
        path: "/admin/dashboard",
        ...lazyPage(
          async () => (await import("@/features/admin/components/admin-dashboard-page")).AdminDashboardPage,
        ),
      },
      // Spec §2: a recipe address without an id goes to the dashboard.
      { path: "/recipes", element: <Navigate to="/dashboard" replace /> },
      { path: "*", ...lazyPage(async () => (await import("./not-found-page")).NotFoundPage) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
