import { useMutation, useQueryClient, type UseMutationOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AllergiesResponse } from "../types";
import { allergiesQueryKey } from "./get-allergies";

/** PUT /api/me/allergies: replaces the list; the api answers it back in its own (the table's) order. */
export function updateAllergies(allergies: string[]): Promise<AllergiesResponse> {
  return apiRequest<AllergiesResponse>("PUT", "/api/me/allergies", { allergies });
}

type Options = Omit<UseMutationOptions<AllergiesResponse, Error, string[]>, "mutationFn">;

export function useUpdateAllergies({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAllergies,
    ...options,
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(allergiesQueryKey, data);
      return onSuccess?.(data, ...rest);
    },
  });
}
