import type { SubscriptionInfo } from "@chefzap/shared";
import { canCancel, canOpenPortal, canResume } from "../lib/subscription-status";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { PortalButton } from "./portal-button";
import { ResumeButton } from "./resume-button";

export function SubscriptionActions({ info }: { info: SubscriptionInfo }) {
  const cancel = canCancel(info);
  const resume = canResume(info);
  const portal = canOpenPortal(info);
  if (!cancel && !resume && !portal) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {resume && <ResumeButton />}
      {portal && <PortalButton />}
      {cancel && <CancelSubscriptionDialog periodEnd={info.currentPeriodEnd} />}
    </div>
  );
}
