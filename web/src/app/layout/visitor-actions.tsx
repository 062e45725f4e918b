import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { REGISTER_PATH } from "./nav-items";

interface VisitorActionsProps {
  /** The spec words the sign-up button "Registrar" on desktop and "Cadastrar" on mobile. */
  layout: "desktop" | "mobile";
  onNavigate?: () => void;
}

export function VisitorActions({ layout, onNavigate }: VisitorActionsProps) {
  const mobile = layout === "mobile";
  return (
    <div className={cn("flex gap-2", mobile && "flex-col")}>
      <Button asChild variant="outline" size={mobile ? "default" : "sm"} className={cn(mobile && "w-full")}>
        <Link to="/auth" onClick={onNavigate}>
          Entrar
        </Link>
      </Button>
      <Button asChild size={mobile ? "default" : "sm"} className={cn(mobile && "w-full")}>
        <Link to={REGISTER_PATH} onClick={onNavigate}>
          {mobile ? "Cadastrar" : "Registrar"}
        </Link>
      </Button>
    </div>
  );
}
