import { createBrowserRouter } from "react-router";
import { AppShell } from "@/components/layout/app-shell";
import { AuthPage } from "@/features/auth/components/auth-page";
import { RegisterWizard } from "@/features/auth/components/register-wizard";
import { DashboardPage } from "@/features/dashboard/components/dashboard-page";
import { HelpPage } from "@/features/help/components/help-page";
import { HowItWorksPage } from "@/features/help/components/how-it-works-page";
import { LandingPage } from "@/features/landing/components/landing-page";
import { NotFoundPage } from "./not-found-page";

export const routes = [
  {
    element: <AppShell />,
    children: [
      { path: "/", element: <LandingPage /> },
      { path: "/como-funciona", element: <HowItWorksPage /> },
      { path: "/ajuda", element: <HelpPage /> },
      { path: "/faq", element: <HelpPage /> },
      { path: "/auth", element: <AuthPage /> },
      { path: "/register", element: <RegisterWizard /> },
      { path: "/dashboard", element: <DashboardPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
