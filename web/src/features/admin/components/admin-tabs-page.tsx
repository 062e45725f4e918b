import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AdminGate } from "./admin-gate";
import { AdminHeader } from "./admin-header";

export interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Both panels: the gate, the header, and tabs kept in ?aba= so a reload or a shared link opens the same
 * one. Only the open tab is mounted, so the system tab's polling stops when another one is chosen.
 */
export function AdminTabsPage({ title, tabs }: { title: string; tabs: readonly AdminTab[] }) {
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const first = tabs[0]!.value;
  const asked = params.get("aba");
  const current = tabs.some((tab) => tab.value === asked) ? asked! : first;
  const choose = (value: string) =>
    setParams(value === first ? {} : { aba: value }, { replace: true, preventScrollReset: true });

  return (
    <AdminGate>
      <main className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:py-8">
        <AdminHeader title={title} />
        <Tabs value={current} onValueChange={choose}>
          {/* On a phone the tabs wrap onto a second row rather than run off the edge unseen. */}
          <TabsList className="flex w-full flex-wrap sm:w-auto sm:flex-nowrap sm:justify-self-start">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="grow sm:grow-0">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              {tab.content}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </AdminGate>
  );
}
