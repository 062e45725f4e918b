import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "@/lib/error-message";
import { LoadError } from "./load-error";

interface LoadedProps<T> {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

/** A query's three faces: its skeleton, its error with a retry, or what it loaded. */
export function Loaded<T>({ query, skeleton, children }: LoadedProps<T>) {
  if (query.isPending) return skeleton;
  if (query.isError)
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
