import { ChefHat } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

interface LogoProps {
  className?: string;
  /** Lets the tight md header hide the word and keep only the mark. */
  wordmarkClassName?: string;
}

export function Logo({ className, wordmarkClassName }: LogoProps) {
  return (
    <Link
      to="/"
      aria-label="ChefZap — página inicial"
      className={cn(
        "inline-flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight",
        className,
      )}
    >
      <span className="grid size-9 place-items-center rounded-xl bg-primary text-primary-foreground shadow-sm">
        <ChefHat className="size-5" aria-hidden="true" />
      </span>
      <span className={wordmarkClassName}>
        Chef<span className="text-primary">Zap</span>
      </span>
    </Link>
  );
}
