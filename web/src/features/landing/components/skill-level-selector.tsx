import { SKILL_LEVELS, type SkillLevel } from "@chefzap/shared";
import { cn } from "@/lib/cn";

interface SkillLevelSelectorProps {
  value: SkillLevel;
  onChange: (value: SkillLevel) => void;
}

export function SkillLevelSelector({ value, onChange }: SkillLevelSelectorProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Seu nível na cozinha</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {SKILL_LEVELS.map((level) => (
          <label
            key={level.id}
            className={cn(
              "flex cursor-pointer flex-col gap-0.5 rounded-xl border p-2.5 text-left transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              value === level.id ? "border-primary bg-primary/5" : "border-border hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name="skill-level"
              value={level.id}
              checked={value === level.id}
              onChange={() => onChange(level.id)}
              className="sr-only"
            />
            <span className="text-sm font-semibold">{level.label}</span>
            <span className="text-xs leading-snug text-muted-foreground">{level.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
