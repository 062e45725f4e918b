import type { ConnectionStatus } from "@chefzap/shared";
import { isPnUser, type ConnectionState } from "baileys";
import type { ChannelLogger } from "../logger.ts";
import { loadAuthState, type AuthStore, type BaileysAuth } from "./auth-state.ts";
import type { BaileysLogger } from "./baileys.logger.ts";
import { userOf } from "./baileys.mapper.ts";
import {
  backoffDelay,
  closeAction,
  LOGGED_OUT,
  statusCodeOf,
  type Backoff,
  type StopAction,
} from "./baileys.reconnect.ts";
import type { BaileysSocket, SocketFactory, SocketOptions } from "./baileys.socket.ts";

export interface ConnectionDeps {
  phoneNumber: string;
  auth: AuthStore;
  pairingCode: boolean;
  createSocket: SocketFactory;
  socketOptions: Omit<SocketOptions, "auth" | "logger">;
  logger: ChannelLogger;
  baileysLogger: BaileysLogger;
  report: (state: ConnectionStatus["state"], extra?: Pick<ConnectionStatus, "qr" | "pairingCode">) => void;
  announce: (text: string) => void;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
  backoff: Backoff | undefined;
  /** Each new socket, before it connects: the adapter listens to its messages. */
  onSocket: (socket: BaileysSocket) => void;
}

const announcements: Record<StopAction["state"], string> = {
  logged_out:
    "O WhatsApp desconectou o ChefZap (o aparelho foi removido no celular). Reinicie o bot ou use Reconectar no painel de administração para conectar de novo.",
  replaced:
    "Outra sessão do ChefZap assumiu este número no WhatsApp; esta parou. Deixe só uma rodando e reinicie-a (ou use Reconectar no painel de administração).",
  closed: "O WhatsApp recusou a conexão deste número. Veja os registros do bot antes de tentar de novo.",
};

/**
 * One WhatsApp link kept up: a socket per attempt, reconnecting by what each close means, and the
 * QR or pairing code shown while the number is not linked.
 */
export function createConnection(deps: ConnectionDeps) {
  let auth: BaileysAuth | undefined;
  let socket: BaileysSocket | undefined;
  let open = false;
  let running = false;
  let attempt = 0;
  // A restart begins a new generation: a reconnect still waiting from the one before must not start too.
  let generation = 0;

  async function connect(gen = generation): Promise<void> {
    if (!running || gen !== generation) return;
    deps.report("connecting");
    let next: BaileysSocket;
    try {
      auth ??= await loadAuthState(deps.auth, deps.baileysLogger);
      next = deps.createSocket({ ...deps.socketOptions, auth: auth.state, logger: deps.baileysLogger });
    } catch (error) {
      deps.logger.warn({ err: String(error) }, "WhatsApp connection not started");
      return retry(undefined, gen);
    }
    if (!running || gen !== generation) return void next.end(undefined);
    socket = next;
    listen(next, auth);
    deps.onSocket(next);
  }

  function listen(current: BaileysSocket, session: BaileysAuth): void {
    let pairingRequested = false;
    current.ev.on("creds.update", () => {
      session
        .saveCreds()
        .catch((error: unknown) => deps.logger.error({ err: error }, "WhatsApp creds not saved"));
    });
    current.ev.on("connection.update", (update) => {
      if (current !== socket) return;
      if (update.qr && deps.pairingCode && !session.state.creds.registered && !pairingRequested) {
        pairingRequested = true;
        void showPairingCode(current);
      } else if (update.qr && !deps.pairingCode) showQr(update.qr);
      if (update.connection === "open") onOpen(current);
      if (update.connection === "close") void onClose(update);
    });
  }

  function showQr(qr: string): void {
    deps.announce(
      [
        "Conecte o ChefZap ao WhatsApp: no celular do número, abra Aparelhos conectados > Conectar um aparelho",
        "e escaneie o QR code deste texto (gere a imagem num programa local, como `qrencode -t ansiutf8`;",
        "não cole o texto em sites: ele dá acesso à conta). Ou defina BAILEYS_PAIRING_NUMBER para usar um código.",
        qr,
      ].join("\n"),
    );
    deps.report("qr", { qr });
  }

  async function showPairingCode(current: BaileysSocket): Promise<void> {
    try {
      const code = await current.requestPairingCode(deps.phoneNumber);
      deps.announce(
        `Código para conectar o ChefZap: ${code.slice(0, 4)}-${code.slice(4)}\n` +
          "No celular: Aparelhos conectados > Conectar um aparelho > Conectar com número de telefone.",
      );
      deps.report("qr", { pairingCode: code });
    } catch (error) {
      deps.logger.warn({ err: String(error) }, "WhatsApp pairing code not issued");
    }
  }

  function onOpen(current: BaileysSocket): void {
    const linked = isPnUser(current.user?.id) ? userOf(current.user?.id) : undefined;
    if (linked && linked !== deps.phoneNumber) {
      // Keys for another number under this account's name would answer cooks as the wrong number.
      deps.logger.error(
        { linked, expected: deps.phoneNumber },
        "WhatsApp linked to another number; unlinking",
      );
      socket = undefined;
      void current
        .logout()
        .catch(() => {})
        .then(() => current.end(undefined))
        .then(() => stopWith({ ...LOGGED_OUT, reason: "linked to another number" }));
      return;
    }
    open = true;
    attempt = 0;
    deps.report("open");
  }

  async function onClose(update: Partial<ConnectionState>): Promise<void> {
    open = false;
    socket = undefined;
    const statusCode = statusCodeOf(update);
    const action = closeAction(statusCode);
    if (action.kind === "stop") return stopWith(action, statusCode);
    deps.report("closed");
    retry(statusCode, generation);
  }

  function retry(statusCode: number | undefined, gen: number): void {
    const delayMs = backoffDelay(attempt, deps.random, deps.backoff);
    attempt += 1;
    deps.logger.warn({ statusCode, delayMs, attempt }, "WhatsApp connection closed; reconnecting");
    void deps.sleep(delayMs).then(() => connect(gen));
  }

  async function endCurrent(): Promise<void> {
    const current = socket;
    socket = undefined;
    open = false;
    await current?.end(undefined);
  }

  async function stopWith(action: StopAction, statusCode?: number): Promise<void> {
    running = false;
    deps.logger.error({ statusCode, reason: action.reason }, "WhatsApp connection stopped");
    if (action.clearKeys) {
      const session = auth;
      auth = undefined;
      await session
        ?.clear()
        .catch((error: unknown) => deps.logger.error({ err: error }, "WhatsApp keys not cleared"));
    }
    deps.announce(announcements[action.state]);
    deps.report(action.state);
  }

  return {
    start(): void {
      if (running) throw new Error("Baileys channel already started");
      running = true;
      attempt = 0;
      void connect();
    },
    async stop(): Promise<void> {
      running = false;
      await endCurrent();
      await auth?.settled();
    },
    /**
     * The admin panel's "Reconectar": the link is dropped and opened again at once, even after a stop
     * (logged out, replaced, refused); keys cleared by a logout mean a new QR or pairing code.
     */
    async restart(): Promise<void> {
      generation += 1;
      running = true;
      attempt = 0;
      await endCurrent();
      void connect();
    },
    /** The socket while the link is open; undefined while connecting or stopped. */
    get socket(): BaileysSocket | undefined {
      return open ? socket : undefined;
    },
  };
}
