import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { StatusTone } from "../lib/subscription-status";

const toneClass: Record<StatusTone, string> = {
  ok: "bg-success text-success-foreground",
  ending: "bg-accent text-accent-foreground",
  attention: "bg-destructive text-destructive-foreground",
  neutral: "bg-muted text-foreground",
};

export function SubscriptionStatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return <Badge className={cn("whitespace-normal text-left", toneClass[tone])}>{label}</Badge>;
}
