import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface TipListProps {
  title: string;
  items: readonly string[];
  icon: LucideIcon;
  tone: "success" | "destructive" | "primary";
}

const tones = { success: "text-success", destructive: "text-destructive", primary: "text-primary" };

export function TipList({ title, items, icon: Icon, tone }: TipListProps) {
  const id = `tips-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card className="space-y-3 p-5" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="space-y-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", tones[tone])} />
            {item}
          </li>
        ))}
      </ul>
    </Card>
  );
}
