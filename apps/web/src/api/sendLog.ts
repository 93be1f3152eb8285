import type { ClientLog } from '@clubjoin/contract/logs';
import { callEndpoint } from './callEndpoint';

const cut = (text: string | undefined, limit: number): string | undefined =>
  text === undefined ? undefined : text.slice(0, limit);

/**
 * Sends one log line to the server (product/errors-and-messages.md#logging: A logging client sends
 * error, info and warning logs with HTTP method, status, url and response), with the page it
 * happened on. Fire and forget: the call is not tracked by the loading counter or the error modal,
 * and a log that cannot be sent is dropped, as there is nowhere left to report it. The log's
 * endpoint loads with the first log (docs/decisions/0040); the page is read as the log is made.
 */
export function sendLog(log: Omit<ClientLog, 'page'>): void {
  const page = window.location.pathname + window.location.search;
  const sending: Promise<unknown> = import('@clubjoin/contract/logs')
    .then(({ CLIENT_LOG_MAX_LENGTHS, postLog }) => {
      const body: ClientLog = {
        ...log,
        message: (log.message.trim() || 'Unknown error').slice(0, CLIENT_LOG_MAX_LENGTHS.message),
        url: cut(log.url, CLIENT_LOG_MAX_LENGTHS.url),
        response: cut(log.response, CLIENT_LOG_MAX_LENGTHS.response),
        page: cut(page, CLIENT_LOG_MAX_LENGTHS.page),
      };
      return callEndpoint(postLog, { body });
    })
    .catch(() => undefined)
    .finally(() => logsOnTheirWay.delete(sending));
  logsOnTheirWay.add(sending);
}

/** The logs made and not yet sent (their endpoint loading) nor answered. */
const logsOnTheirWay = new Set<Promise<unknown>>();

/** Resolves once every log made so far has been sent and answered, or dropped. */
export async function logsSettled(): Promise<void> {
  await Promise.all(logsOnTheirWay);
}
