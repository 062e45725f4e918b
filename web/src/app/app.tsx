import { QueryClientProvider } from "@tanstack/react-query";
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

/** `routing`: the server's static router when a page is prerendered; the browser's router otherwise. */
export function App({ routing = <BrowserRouting /> }: { routing?: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
