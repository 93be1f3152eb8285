import type { ClientLog } from '@clubjoin/contract/logs';
import { CLIENT_LOG_MAX_LENGTHS, postLog } from '@clubjoin/contract/logs';
import { callEndpoint } from './callEndpoint';

const cut = (text: string | undefined, limit: number): string | undefined =>
  text === undefined ? undefined : text.slice(0, limit);

/**
 * Sends one log line to the server (product/errors-and-messages.md#logging: A logging client sends
 * error, info and warning logs with HTTP method, status, url and response), with the page it
 * happened on. Fire and forget: the call is not tracked by the loading counter or the error modal,
 * and a log that cannot be sent is dropped, as there is nowhere left to report it.
 */
export function sendLog(log: Omit<ClientLog, 'page'>): void {
  const body: ClientLog = {
    ...log,
    message: (log.message.trim() || 'Unknown error').slice(0, CLIENT_LOG_MAX_LENGTHS.message),
    url: cut(log.url, CLIENT_LOG_MAX_LENGTHS.url),
    response: cut(log.response, CLIENT_LOG_MAX_LENGTHS.response),
    page: cut(window.location.pathname + window.location.search, CLIENT_LOG_MAX_LENGTHS.page),
  };
  callEndpoint(postLog, { body }).catch(() => undefined);
}
