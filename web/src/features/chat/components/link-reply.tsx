import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormattedText } from "./formatted-text";
import { ReplyBubble } from "./reply-bubble";

/** An address of this app as a path the router opens; another site's stays as it is. */
function appPath(href: string): string | null {
  try {
    const url = new URL(href, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** An offer with somewhere to go ("Conhecer o Premium"): a button, never a bare address. */
export function LinkReply({ text, label, url }: { text: string; label: string; url: string }) {
  const path = appPath(url);
  return (
    <ReplyBubble className="whitespace-normal">
      <p>
        <FormattedText text={text} />
      </p>
      <Button asChild size="sm" className="mt-2">
        {path ? (
          <Link to={path}>{label}</Link>
        ) : (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        )}
      </Button>
    </ReplyBubble>
  );
}
