import { CircleCheck, Flag } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { ReportForm } from "./report-form";

interface ReportDialogProps {
  recipeId: string;
  /** Reports one comment under the recipe instead of the recipe. */
  commentId?: string;
  /** The trigger's accessible name when "Denunciar" alone would be ambiguous (one per comment). */
  label?: string;
  /** A quieter trigger, for the one beside every comment. */
  quiet?: boolean;
}

/**
 * "Denunciar": a reason and optional details for the moderators. The api stores one report per cook
 * and thing, so sending again is harmless; the confirmation says so.
 */
export function ReportDialog({ recipeId, commentId, label, quiet }: ReportDialogProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const what = commentId ? "este comentário" : "esta receita";

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size={quiet ? "sm" : "default"}
          aria-label={sent ? undefined : label}
          disabled={sent && !open}
          className={cn(quiet && "h-8 px-2 text-xs font-medium text-muted-foreground [&_svg]:size-3.5")}
        >
          <Flag aria-hidden="true" />
          {/* Beside every comment on a phone, the flag alone keeps the author's line on one row. */}
          <span className={cn(quiet && "max-sm:sr-only")}>{sent ? "Denúncia enviada" : "Denunciar"}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{commentId ? "Denunciar comentário" : "Denunciar receita"}</DialogTitle>
          <DialogDescription>Conte por que {what} não deveria estar na comunidade.</DialogDescription>
        </DialogHeader>
        {sent ? (
          <>
            <p role="status" className="flex gap-2 text-sm">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
              Denúncia enviada. Obrigado por avisar: nossa equipe vai analisar. Se você já tinha denunciado,
              ela conta uma vez só.
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Voltar à receita</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <ReportForm recipeId={recipeId} commentId={commentId} onSent={() => setSent(true)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
