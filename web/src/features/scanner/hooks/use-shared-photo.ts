import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { SHARE_QUERY } from "@/lib/offline-cache";
import { takeSharedPhoto } from "@/lib/shared-photo";

interface SharedPhotoOptions {
  /** False while the session or the scanner's status is still being asked. */
  ready: boolean;
  signedIn: boolean;
  /** Why the scanner cannot read photos now; undefined when it can. */
  offReason: string | undefined;
  open: () => void;
  choose: (photo: File) => void;
}

const photoFailed = () =>
  toast.error("Erro ao processar imagem", {
    description: "Não foi possível carregar a imagem. Tente novamente.",
  });

/**
 * A photo shared from the phone's gallery lands on the page with the scanner's query: the dialog
 * opens and takes it as if it had been chosen there. A visitor is asked to sign in first and the
 * photo stays stored; with the scanner off the cook is told so before any wait, as the button does.
 */
export function useSharedPhoto({ ready, signedIn, offReason, open, choose }: SharedPhotoOptions): void {
  const [params, setParams] = useSearchParams();
  const shared = params.get(SHARE_QUERY.name) === SHARE_QUERY.value;
  useEffect(() => {
    if (!shared || !ready) return;
    // Once: a reload or a way back must not open the dialog again.
    setParams(
      (current) => {
        current.delete(SHARE_QUERY.name);
        return current;
      },
      { replace: true },
    );
    if (offReason !== undefined) {
      toast.error("Scanner indisponível", { description: offReason });
      takeSharedPhoto().catch(() => undefined);
      return;
    }
    open();
    if (!signedIn) return;
    takeSharedPhoto()
      .then((photo) => photo && choose(photo))
      .catch(photoFailed);
  }, [shared, ready, signedIn, offReason, setParams, open, choose]);
}
