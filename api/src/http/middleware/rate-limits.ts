import { DomainError } from "@chefzap/shared";
import type { Request } from "express";
import { ipKeyGenerator, rateLimit, type Store } from "express-rate-limit";
import type { Redis } from "ioredis";
import { RedisStore } from "rate-limit-redis";
import type { Config } from "../../config/env.ts";
import { isInternalRender } from "../server-render.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

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

const ip = (req: Request) => ipKeyGenerator(req.ip ?? "");
const accountKey = (value: unknown) =>
  typeof value === "string" ? value.trim().toLowerCase().slice(0, 254) : "";
const bodyEmail = (req: Request) => accountKey(req.body?.email);
// The field the login schema signs in with (login before email), so no second field dodges the count. An
// account has two names (e-mail and username), which at worst doubles the guesses allowed on it.
const loginName = (req: Request) => accountKey(req.body?.login ?? req.body?.email);

/**
 * Shared across api instances through Redis when it is configured, in memory otherwise.
 * Logins count failures only, per IP and account name, so one attacker cannot lock out a whole office.
 */
export function createRateLimits(config: Config, redis?: Redis) {
  const failedLogins = (limit: number, prefix: string, key: (req: Request) => string) =>
    rateLimit({
      windowMs: FIFTEEN_MINUTES,
      limit,
      skipSuccessfulRequests: true,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      keyGenerator: key,
      store: store(redis, prefix),
      handler: limited,
    });
  return {
    login: [
      failedLogins(config.limits.loginMaxFailures, "login", (req) => `${ip(req)}|${loginName(req)}`),
      // One address trying many accounts (credential stuffing)…
      failedLogins(config.limits.loginMaxFailuresPerIp, "login-ip", ip),
      // …and many addresses trying one account. This one can lock the owner out for 15 minutes too;
      // that is the price of stopping a distributed guess at a single password.
      failedLogins(config.limits.loginMaxFailuresPerAccount, "login-account", loginName),
    ],
    // Every request counts, known e-mail or not (the answer must not tell them apart). Per e-mail it also
    // stops anyone from filling a stranger's inbox with reset links.
    forgotPassword: [
      rateLimit({
        windowMs: ONE_HOUR,
        limit: config.limits.passwordResetsPerHourPerIp,
        standardHeaders: "draft-8",
        legacyHeaders: false,
        keyGenerator: ip,
        store: store(redis, "forgot-ip"),
        handler: limited,
      }),
      rateLimit({
        windowMs: ONE_HOUR,
        limit: config.limits.passwordResetsPerHourPerEmail,
        standardHeaders: "draft-8",
        legacyHeaders: false,
        keyGenerator: bodyEmail,
        store: store(redis, "forgot-email"),
        handler: limited,
      }),
    ],
    // Tokens cannot be guessed; this bounds the argon2 work a flood of bad requests could cause.
    resetPassword: failedLogins(config.limits.loginMaxFailuresPerIp, "reset-ip", ip),
    // Per account: a session left open on a shared computer must not become a password-guessing oracle.
    changePassword: failedLogins(
      config.limits.loginMaxFailures,
      "change-password",
      (req) => req.user?.id ?? ip(req),
    ),
    register: rateLimit({
      windowMs: ONE_HOUR,
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
    // Per user: a chat message may start a recipe or a model call; 30 a minute is more than anyone types.
    chat: rateLimit({
      windowMs: 60 * 1000,
      limit: 30,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      keyGenerator: (req) => req.user?.id ?? ipKeyGenerator(req.ip ?? ""),
      store: store(redis, "chat"),
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
      limit: config.limits.apiRequestsPerMinute,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      // A page rendered on the server asks on its visitor's behalf; the page itself was counted.
      skip: isInternalRender,
      store: store(redis, "api"),
      handler: limited,
    }),
    // A page rendered with the visitor's data costs api calls: past the api's own limit it goes out as
    // the app shell, which fetches for itself and meets the api's limit there.
    pageRenders: rateLimit({
      windowMs: 60 * 1000,
      limit: config.limits.apiRequestsPerMinute,
      standardHeaders: false,
      legacyHeaders: false,
      store: store(redis, "pages"),
      handler: (_req, res, next) => {
        res.locals.shellOnly = true;
        next();
      },
    }),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
