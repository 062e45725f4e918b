import { useCallback, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { scanIngredients, type ScanResult } from "../api/scan-ingredients";
import { downscaleImage } from "../lib/downscale-image";
import { imageFileProblem } from "../lib/image-file";
import { isScannerUnavailable, scanErrorMessage } from "../lib/scan-errors";

export type ScannerStep = "choose" | "preparing" | "preview" | "analysing" | "results" | "unavailable";

export interface ScannerState {
  step: ScannerStep;
  image?: string;
  fileProblem?: string;
  result?: ScanResult;
  selected: readonly string[];
  unavailableMessage?: string;
}

const initial: ScannerState = { step: "choose", selected: [] };

/**
 * The dialog's steps (spec §2): choose → preview → analysing → results. A run id lets "Cancelar"
 * drop an answer still on its way; the api call itself is not aborted, it is cheap to ignore.
 */
export function useScanner() {
  const [state, setState] = useState<ScannerState>(initial);
  const run = useRef(0);

  const chooseFile = useCallback(async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) return setState({ ...initial, fileProblem: problem });
    const id = ++run.current;
    setState({ ...initial, step: "preparing" });
    try {
      const image = await downscaleImage(file);
      if (id === run.current) setState({ ...initial, step: "preview", image });
    } catch {
      if (id !== run.current) return;
      setState(initial);
      toast.error("Erro ao processar imagem", {
        description: "Não foi possível carregar a imagem. Tente novamente.",
      });
    }
  }, []);

  const analyse = useCallback(async () => {
    const image = state.image;
    if (!image) return;
    const id = ++run.current;
    setState((s) => ({ ...s, step: "analysing" }));
    try {
      const result = await scanIngredients(image);
      if (id !== run.current) return;
      setState({ step: "results", image, result, selected: result.ingredients });
    } catch (error) {
      if (id !== run.current) return;
      if (isScannerUnavailable(error))
        return setState({ ...initial, step: "unavailable", unavailableMessage: error.message });
      setState((s) => ({ ...s, step: "preview" }));
      toast.error("Erro na análise", { description: scanErrorMessage(error) });
    }
  }, [state.image]);

  const cancel = useCallback(() => {
    run.current++;
    setState((s) => ({ ...s, step: "preview" }));
  }, []);

  const reset = useCallback(() => {
    run.current++;
    setState(initial);
  }, []);

  const toggle = useCallback((name: string, on: boolean) => {
    setState((s) => ({
      ...s,
      selected: on
        ? (s.result?.ingredients.filter((item) => item === name || s.selected.includes(item)) ?? [])
        : s.selected.filter((item) => item !== name),
    }));
  }, []);

  const selectAll = useCallback(() => setState((s) => ({ ...s, selected: s.result?.ingredients ?? [] })), []);
  const selectNone = useCallback(() => setState((s) => ({ ...s, selected: [] })), []);

  return { state, chooseFile, analyse, cancel, reset, toggle, selectAll, selectNone };
}

export type Scanner = ReturnType<typeof useScanner>;
