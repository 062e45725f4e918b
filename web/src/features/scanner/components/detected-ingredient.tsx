import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

interface DetectedIngredientProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function DetectedIngredient({ name, checked, onChange }: DetectedIngredientProps) {
  const id = useId();
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5 has-[[data-state=checked]]:border-success/60 has-[[data-state=checked]]:bg-success/10">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="flex-1 cursor-pointer">
        {name}
      </Label>
    </li>
  );
}
