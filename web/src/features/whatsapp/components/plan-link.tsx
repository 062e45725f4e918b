import { Link } from "react-router";
import { PLANS_PATH } from "@/lib/plans-path";

export function PlanLink({ className }: { className?: string }) {
  return (
    <Link to={PLANS_PATH} className={className}>
      Conhecer o Premium
    </Link>
  );
}
