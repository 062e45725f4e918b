import { useEffect, useEffectEvent, useState } from "react";
import { useCreateLinkCode } from "../api/create-link-code";
import { localExpiry } from "../lib/link-code";

export interface LiveCode {
  code: string;
  /** On this device's clock, in ms since the epoch. */
  expiresAt: number;
}

interface Options {
  onIssued: (code: string) => void;
  onExpired: () => void;
}

/** The code on show: null before the first one and once it has expired (then `expired` is true). */
export function useLinkCode({ onIssued, onExpired }: Options) {
  const create = useCreateLinkCode();
  const [live, setLive] = useState<LiveCode | null>(null);
  const [expired, setExpired] = useState(false);
  const expire = useEffectEvent(() => {
    setExpired(true);
    onExpired();
  });

  useEffect(() => {
    if (!live) return;
    const timer = window.setTimeout(expire, live.expiresAt - Date.now());
    return () => window.clearTimeout(timer);
  }, [live]);

  const generate = () =>
    create.mutate(undefined, {
      onSuccess: ({ code, expiresAt }) => {
        setLive({ code, expiresAt: localExpiry(expiresAt) });
        setExpired(false);
        onIssued(code);
      },
    });

  return {
    live: expired ? null : live,
    expired,
    generate,
    isPending: create.isPending,
    error: create.error,
  };
}
