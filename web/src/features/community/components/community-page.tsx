import { useCommunityRecipes } from "../api/get-community-recipes";
import { useTopRecipes } from "../api/get-top-recipes";
import { useCommunityParams } from "../hooks/use-community-params";
import { COMMUNITY_SKELETONS, FEATURED_COUNT } from "../lib/constants";
import { CommunityControls } from "./community-controls";
import { CommunityHeader } from "./community-header";
import { CommunityList } from "./community-list";
import { FeaturedRecipes } from "./featured-recipes";
import { RecipeCardsSkeleton } from "./recipe-cards-skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /receitas-da-comunidade: published recipes, public (spec part 2 §6). The featured block stands
 * aside while a search or filter is on, so the results come right under the box that asked for them.
 */
export function CommunityPage() {
  useDocumentTitle("Receitas da Comunidade");
  const { params, update } = useCommunityParams();
  const browsing = !params.search.trim() && params.filter === "all";
  // Both answers are asked for here, side by side, and shown together the first time: the featured
  // block may turn out empty (nothing rated yet) and vanish, pulling the list up under the reader.
  const top = useTopRecipes(FEATURED_COUNT, { enabled: browsing });
  const all = useCommunityRecipes(params);
  const arriving = browsing && (top.isPending || all.isPending);
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:px-6 lg:py-10">
      <CommunityHeader />
      <CommunityControls params={params} onChange={update} />
      {arriving && <RecipeCardsSkeleton count={COMMUNITY_SKELETONS} label="Carregando receitas..." />}
      {/* Kept mounted while hidden, so a search keeps showing the last results as it always has. */}
      <div hidden={arriving} className="contents">
        {browsing && <FeaturedRecipes />}
        <CommunityList params={params} onClear={() => update({ search: "", filter: "all" })} />
      </div>
    </main>
  );
}
