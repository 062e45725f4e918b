import { Link } from "react-router";

/** Where plans are sold; the WhatsApp bot sends people to the same address. */
export const PLANS_PATH = "/subscribe";

export function PlanLink({ className }: { className?: string }) {
  return (
    <Link to={PLANS_PATH} className={className}>
      Conhecer o Premium
    </Link>
  );
}
