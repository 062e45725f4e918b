import { useCommunityParams } from "../hooks/use-community-params";
import { CommunityControls } from "./community-controls";
import { CommunityHeader } from "./community-header";
import { CommunityList } from "./community-list";
import { FeaturedRecipes } from "./featured-recipes";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /receitas-da-comunidade: published recipes, public (spec part 2 §6). The featured block stands
 * aside while a search or filter is on, so the results come right under the box that asked for them.
 */
export function CommunityPage() {
  useDocumentTitle("Receitas da Comunidade");
  const { params, update } = useCommunityParams();
  const browsing = !params.search.trim() && params.filter === "all";
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:px-6 lg:py-10">
      <CommunityHeader />
      <CommunityControls params={params} onChange={update} />
      {browsing && <FeaturedRecipes />}
      <CommunityList params={params} onClear={() => update({ search: "", filter: "all" })} />
    </main>
  );
}
