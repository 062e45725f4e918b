import { DomainError } from "@chefzap/shared";
import { ipKeyGenerator, rateLimit, type Store } from "express-rate-limit";
import type { Redis } from "ioredis";
import { RedisStore } from "rate-limit-redis";
import type { Config } from "../../config/env.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

function store(redis: Redis | undefined, prefix: string): Store | undefined {
  if (!redis) return undefined;
  return new RedisStore({
    prefix: `chefzap:rl:${prefix}:`,
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<number>,
  });
}

const limited = () => {
  throw new DomainError("rate_limited");
};

/**
 * Shared across api instances through Redis when it is configured, in memory otherwise.
 * Logins count failures only, per IP and e-mail, so one attacker cannot lock out a whole office.
 */
export function createRateLimits(config: Config, redis?: Redis) {
  return {
    login: rateLimit({
      windowMs: FIFTEEN_MINUTES,
      limit: config.limits.loginMaxFailures,
      skipSuccessfulRequests: true,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      keyGenerator: (req) => {
        const email = typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase() : "";
        return `${ipKeyGenerator(req.ip ?? "")}|${email}`;
      },
      store: store(redis, "login"),
      handler: limited,
    }),
    register: rateLimit({
      windowMs: 60 * 60 * 1000,
      limit: config.limits.registerMaxPerHour,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      store: store(redis, "register"),
      handler: limited,
    }),
    // Per user: generation is the expensive call (a model or the offline chef), not worth flooding.
    generation: rateLimit({
      windowMs: 60 * 1000,
      limit: config.limits.generationsPerMinute,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      keyGenerator: (req) => req.user?.id ?? ipKeyGenerator(req.ip ?? ""),
      store: store(redis, "generation"),
      handler: limited,
    }),
    // Per user: an analysis is cheap once cached, but a flood of distinct recipes is not.
    nutrition: rateLimit({
      windowMs: 60 * 1000,
      limit: 30,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      keyGenerator: (req) => req.user?.id ?? ipKeyGenerator(req.ip ?? ""),
      store: store(redis, "nutrition"),
      handler: limited,
    }),
    // Per user: every scan is a paid vision call on an image of up to 10 MB.
    scan: rateLimit({
      windowMs: 60 * 1000,
      limit: config.limits.scansPerMinute,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      keyGenerator: (req) => req.user?.id ?? ipKeyGenerator(req.ip ?? ""),
      store: store(redis, "scan"),
      handler: limited,
    }),
    api: rateLimit({
      windowMs: 60 * 1000,
      limit: 600,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      store: store(redis, "api"),
      handler: limited,
    }),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
