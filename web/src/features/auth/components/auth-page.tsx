import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAuthHandoff } from "../hooks/use-auth-handoff";
import { GeneratingNotice } from "./generating-notice";
import { LoginForm } from "./login-form";
import { PendingRecipeBanner } from "./pending-recipe-banner";
import { RegisterForm } from "./register-form";

type AuthTab = "login" | "register";

/** /auth: sign in or quick sign-up; ?mode=register opens the sign-up tab (spec §2). */
export function AuthPage() {
  const { alreadySignedIn, onAuthenticated, generation } = useAuthHandoff("here");
  const [params, setParams] = useSearchParams();
  // The tab lives in the URL so the header's "Cadastrar" link works while this page is open.
  const tab: AuthTab = params.get("mode") === "register" ? "register" : "login";
  const selectTab = (value: string) =>
    setParams(value === "register" ? { mode: "register" } : {}, { replace: true });
  // Each tab is its own form, unmounted while hidden: the e-mail typed in one follows to the other.
  const [email, setEmail] = useState("");
  useDocumentTitle(tab === "register" ? "Cadastrar" : "Entrar");

  if (alreadySignedIn) return <Navigate to="/dashboard" replace />;
  if (generation.isPending) {
    return (
      <main className="mx-auto grid w-full max-w-md gap-4 px-4 py-6 sm:py-12">
        <GeneratingNotice stage={generation.stage} />
      </main>
    );
  }

  return (
    <main className="mx-auto grid w-full max-w-md gap-4 px-4 py-6 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Voltar ao início
        </Link>
      </Button>
      <PendingRecipeBanner />
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold leading-tight">Bem-vindo ao ChefZap</h1>
          <CardDescription>
            Entre ou crie sua conta para transformar ingredientes em receitas.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList>
              <TabsTrigger value="login">Entrar</TabsTrigger>
              <TabsTrigger value="register">Cadastrar</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm onAuthenticated={onAuthenticated} email={email} onEmailChange={setEmail} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm onAuthenticated={onAuthenticated} email={email} onEmailChange={setEmail} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}
