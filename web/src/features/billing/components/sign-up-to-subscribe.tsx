import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PLANS_PATH } from "@/lib/plans-path";
import { returnAfterAuth } from "@/lib/return-after-auth";

const backHere = () => returnAfterAuth(PLANS_PATH);

/** A visitor needs an account to pay (spec: subscribing goes to /register); this page opens again after. */
export function SignUpToSubscribe() {
  return (
    <>
      <Button asChild size="lg" className="w-full">
        <Link to="/register" onClick={backHere}>
          Criar conta e assinar
        </Link>
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Já tem conta?{" "}
        <Link
          to="/auth"
          onClick={backHere}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          Entrar
        </Link>
      </p>
    </>
  );
}
