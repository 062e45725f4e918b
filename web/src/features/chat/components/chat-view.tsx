import type { ReplyOption } from "@chefzap/shared";
import { useEffect, useRef } from "react";
import { useChat } from "../hooks/use-chat";
import { useStickToBottom } from "../hooks/use-stick-to-bottom";
import type { PhotoSlot } from "../photo-slot";
import type { UserEntry } from "../types";
import { ChatAnnouncer } from "./chat-announcer";
import { ChatEmptyState } from "./chat-empty-state";
import { ChatHistoryError } from "./chat-history-error";
import { ChatSkeleton } from "./chat-skeleton";
import { Composer } from "./composer";
import { DraftMessage } from "./draft-message";
import { MessageList } from "./message-list";
import { NewMessagesButton } from "./new-messages-button";
import { ProgressLine } from "./progress-line";

// A phone's keyboard would cover half the page on arrival; a mouse user can type at once.
const typesAtOnce = () => window.matchMedia("(pointer: fine)").matches;

/** The conversation and its composer, filling the screen under the header. */
export function ChatView({ photos }: { photos: PhotoSlot }) {
  const chat = useChat(photos);
  const composer = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const scroll = useStickToBottom(list, chat.entries.length, chat.working && (chat.draft ?? chat.stage));
  const ready = chat.status === "ready";

  useEffect(() => {
    if (ready && typesAtOnce()) composer.current?.focus();
  }, [ready]);

  // After a tap on a chip or a retry, a phone keeps its keyboard closed: the answer stays in view and
  // focus rests on the conversation instead of being lost with the button that went away.
  function refocus() {
    (typesAtOnce() ? composer.current : list.current)?.focus();
  }
  function send(text: string, label?: string) {
    scroll.scrollToBottom();
    chat.send(text, label);
  }
  function choose(option: ReplyOption) {
    send(option.key, option.label);
    refocus();
  }
  function start(text: string) {
    send(text);
    refocus();
  }
  function resend(entry: UserEntry) {
    chat.resend(entry);
    refocus();
  }
  async function sendPhoto(file: File) {
    scroll.scrollToBottom();
    return chat.sendPhoto(file);
  }

  return (
    <main className="mx-auto flex h-[calc(100dvh-3.5rem-1px)] w-full max-w-3xl flex-col md:h-[calc(100dvh-4rem-1px)]">
      <h1 className="sr-only">Chat com o ChefZap</h1>
      <div className="relative min-h-0 flex-1">
        <div
          ref={list}
          onScroll={scroll.onScroll}
          // A scrolling region is reachable by keyboard, so arrows and Page Up read further back.
          tabIndex={0}
          role="region"
          aria-label="Conversa"
          className="flex h-full flex-col overflow-y-auto px-3 pt-4 focus-visible:outline-offset-[-2px] sm:px-4"
        >
          {chat.status === "loading" && <ChatSkeleton />}
          {chat.status === "error" && <ChatHistoryError onRetry={chat.reloadHistory} />}
          {ready && chat.entries.length === 0 && <ChatEmptyState onStart={start} />}
          {ready && <MessageList entries={chat.entries} onChoose={choose} onResend={resend} />}
          {chat.draft && <DraftMessage text={chat.draft} />}
          <ProgressLine working={chat.working} stage={chat.stage} writing={chat.draft !== null} />
        </div>
        {scroll.unseen && <NewMessagesButton onClick={scroll.scrollToBottom} />}
      </div>
      <ChatAnnouncer entries={chat.entries} />
      <Composer
        ref={composer}
        disabled={!ready}
        offline={ready && !chat.connected}
        onSend={(text) => {
          send(text);
          composer.current?.focus();
        }}
        onPhoto={sendPhoto}
      />
    </main>
  );
}
