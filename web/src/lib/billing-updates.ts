import type { SubscriptionInfo } from "@chefzap/shared";
import { connectSocket, socketReady, type ChefSocket } from "@/lib/socket";

type Listener = (info: SubscriptionInfo) => void;

const listeners = new Set<Listener>();
let listeningOn: ChefSocket | null = null;

const notify: Listener = (info) => listeners.forEach((listener) => listener(info));

// How long to wait for the room before relying on the listener alone; events after that still arrive.
const ROOM_WAIT_MS = 5000;

/**
 * Calls `listener` with every "billing:updated" the server pushes to this user (a payment, a
 * cancellation, the end of a period) and returns the release. One socket listener serves them all;
 * the connection is opened if it is not, since the plan can change while no job is running.
 */
export function followBillingUpdates(listener: Listener): () => void {
  listeners.add(listener);
  void connectSocket().then((socket) => {
    if (listeningOn !== socket) {
      listeningOn?.off("billing:updated", notify);
      listeningOn = socket;
      socket.on("billing:updated", notify);
    }
    return socketReady(ROOM_WAIT_MS);
  });
  return () => {
    listeners.delete(listener);
  };
}
