import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { parseInline, type InlineNode } from "../lib/inline-format";

// Addresses of this app open inside it (a recipe link keeps the page and the session).
function internalPath(href: string): string | null {
  const url = new URL(href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

function render(nodes: InlineNode[]): ReactNode {
  return nodes.map((node, i) => {
    if (typeof node === "string") return <Fragment key={i}>{node}</Fragment>;
    if (node.kind !== "link") {
      const Tag = node.kind;
      return <Tag key={i}>{render(node.children)}</Tag>;
    }
    const path = internalPath(node.href);
    const className = "font-medium break-all underline underline-offset-2";
    return path ? (
      <Link key={i} to={path} className={className}>
        {node.text}
      </Link>
    ) : (
      <a key={i} href={node.href} target="_blank" rel="noopener noreferrer" className={className}>
        {node.text}
      </a>
    );
  });
}

/** A chat text with its WhatsApp-style *bold* and _italic_ as elements, never as HTML. */
export function FormattedText({ text }: { text: string }) {
  return <>{render(parseInline(text))}</>;
}
