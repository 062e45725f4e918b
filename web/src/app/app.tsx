import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { RouterProvider } from "react-router";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { createQueryClient } from "@/lib/query-client";
import { SessionProvider } from "@/lib/session-provider";
import { ThemeProvider } from "@/lib/theme-provider";
import { PwaStatus } from "./pwa/pwa-status";
import { createAppRouter } from "./router";

function BrowserRouting() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

interface AppProps {
  /** The server's static router when a page is rendered there; the browser's router otherwise. */
  routing?: ReactNode;
  /** One holding the answers a page was rendered with on the server; a fresh one otherwise. */
  queryClient?: QueryClient;
}

export function App({ routing = <BrowserRouting />, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ThemeProvider>
          {routing}
          <DeferredToaster />
          <PwaStatus />
        </ThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
