import { ChefHat } from "lucide-react";
import { ChatChip } from "./chat-chip";

export const STARTERS = ["Tenho frango, batata e cenoura", "O que faço com ovo e queijo?", "Menu"] as const;

/** A first visit: who the chef is, what to say, and a few ways to start with one tap. */
export function ChatEmptyState({ onStart }: { onStart: (text: string) => void }) {
  return (
    <div className="m-auto grid max-w-md justify-items-center gap-3 px-2 py-8 text-center">
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full bg-primary/15 text-primary dark:text-orange-300"
      >
        <ChefHat className="size-8" />
      </span>
      <h2 className="text-xl font-bold">Oi! Eu sou o ChefZap</h2>
      <p className="text-muted-foreground">
        Me conte o que você tem em casa e eu crio uma receita na hora. Também dá para mandar uma foto dos
        ingredientes pelo botão da câmera.
      </p>
      <p className="mt-2 text-sm font-semibold">Para começar, toque em uma ideia:</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {STARTERS.map((text) => (
          <li key={text}>
            <ChatChip onClick={() => onStart(text)}>{text}</ChatChip>
          </li>
        ))}
      </ul>
    </div>
  );
}
