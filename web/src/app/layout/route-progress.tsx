import { useNavigation } from "react-router";

/** Lazy pages hold the current one on screen while their code downloads; this bar shows the wait. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Carregando página"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary"
    />
  );
}
