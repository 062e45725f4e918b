import type { ShoppingItemBody, WeeklyMenu } from "@chefzap/shared";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiRequest } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { weeklyMenuQueryKey, weeklyMenusQueryKey } from "./get-weekly-menus";

export interface ShoppingTick extends ShoppingItemBody {
  menuId: string;
}

/** PUT /api/weekly-menus/:id/shopping-item: ticks or unticks one item; the api answers the menu. */
export function setShoppingItem({ menuId, ...body }: ShoppingTick): Promise<WeeklyMenu> {
  return apiRequest<WeeklyMenu>("PUT", `/api/weekly-menus/${encodeURIComponent(menuId)}/shopping-item`, body);
}

const mutationKey = ["weekly-menus", "shopping-item"] as const;

function ticked(menu: WeeklyMenu, { categoryIndex, itemIndex, checked }: ShoppingTick): WeeklyMenu {
  return {
    ...menu,
    shoppingList: menu.shoppingList.map((category, c) =>
      c !== categoryIndex
        ? category
        : {
            ...category,
            items: category.items.map((item, i) => (i === itemIndex ? { ...item, checked } : item)),
          },
    ),
  };
}

/** The tick in every cached copy of the menu: the list and the menu on its own. */
function applyTick(queryClient: QueryClient, tick: ShoppingTick) {
  queryClient.setQueryData<WeeklyMenu[]>(weeklyMenusQueryKey, (menus) =>
    menus?.map((menu) => (menu.id === tick.menuId ? ticked(menu, tick) : menu)),
  );
  queryClient.setQueryData<WeeklyMenu>(weeklyMenuQueryKey(tick.menuId), (menu) =>
    menu ? ticked(menu, tick) : menu,
  );
}

/**
 * The box changes at once; a failure puts it back and says so. The menus are read again only when
 * the last tick in flight settles, so a quick second tick is not undone by the first one's answer.
 */
export function useSetShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: setShoppingItem,
    onMutate: async (tick) => {
      await queryClient.cancelQueries({ queryKey: weeklyMenusQueryKey });
      applyTick(queryClient, tick);
    },
    onError: (error, tick) => {
      applyTick(queryClient, { ...tick, checked: !tick.checked });
      toast.error("Não foi possível salvar o item da lista.", { description: errorMessage(error) });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1)
        void queryClient.invalidateQueries({ queryKey: weeklyMenusQueryKey });
    },
  });
}
