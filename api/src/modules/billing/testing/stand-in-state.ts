import { randomBytes } from "node:crypto";

/** Stripe's objects as JSON, holding the fields the api reads (and a few a person reading them expects). */
export type StripeObject = { id: string; object: string } & Record<string, unknown>;

export interface StandInEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: StripeObject };
}

/** The stand-in's time: Stripe's test clocks, so a test can end a period without waiting a month. */
export interface StandInClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createClock(start = new Date()): StandInClock {
  let offset = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => void (offset += ms),
    set: (date) => void (offset = date.getTime() - Date.now()),
  };
}

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** Every object the stand-in knows, by id, and the events it raised (oldest first). */
export class StandInState {
  readonly objects = new Map<string, StripeObject>();
  readonly events: StandInEvent[] = [];

  constructor(
    readonly clock: StandInClock,
    readonly apiVersion: string,
  ) {}

  newId(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString("hex")}`;
  }

  put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  get(id: string, object?: string): StripeObject | undefined {
    const found = this.objects.get(id);
    return found && (!object || found.object === object) ? found : undefined;
  }

  /** Like Stripe, an event carries a snapshot of the object as it was when it happened. */
  raise(type: string, object: StripeObject): StandInEvent {
    const event: StandInEvent = {
      id: this.newId("evt"),
      object: "event",
      type,
      created: seconds(this.clock.now()),
      api_version: this.apiVersion,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    this.events.push(event);
    return event;
  }

  list(object: string, where: (o: StripeObject) => boolean = () => true): StripeObject[] {
    return [...this.objects.values()].filter((o) => o.object === object && where(o));
  }
}
