import type { CommunityStats } from "@chefzap/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/community-stats: published recipes, their cooks and their ratings. */
export function getCommunityStats(): Promise<CommunityStats> {
  return apiRequest<CommunityStats>("GET", "/api/community-stats");
}

export function useCommunityStats() {
  return useQuery({ queryKey: ["/api/community-stats"], queryFn: getCommunityStats });
}
