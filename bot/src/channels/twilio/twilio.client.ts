import twilio from "twilio";

type RequestOptions<T> = Parameters<InstanceType<typeof twilio.RequestClient>["request"]>[0] & { data?: T };

/**
 * Sends every request to another origin than *.twilio.com; the twilio client builds its URLs from
 * fixed domains, so this is the one seam for a regional proxy or a local stand-in of the REST API.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super({ autoRetry: true, maxRetries: 3 });
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request<TData>({ ...opts, uri: uri.href });
  }
}

const TWILIO_API = "https://api.twilio.com";

/** Retries Twilio's 429s a few times; `apiBaseUrl` replaces https://api.twilio.com when given. */
export function createTwilioClient(accountSid: string, authToken: string, apiBaseUrl?: string) {
  // Only another host is rebased: the client reaches Twilio's other domains (content, messaging) itself.
  const httpClient =
    apiBaseUrl && new URL(apiBaseUrl).origin !== TWILIO_API
      ? new RebasedRequestClient(new URL(apiBaseUrl))
      : new twilio.RequestClient({ autoRetry: true, maxRetries: 3 });
  return twilio(accountSid, authToken, { httpClient });
}

export type TwilioClient = ReturnType<typeof createTwilioClient>;
