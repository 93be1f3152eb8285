import { sendLog } from '../api/sendLog';

/** The readable text of whatever was thrown. */
function describe(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return typeof reason === 'string' ? reason : 'A promise was rejected without a reason';
}

/**
 * Sends the page's uncaught errors and unhandled promise rejections to the server's log
 * (product/errors-and-messages.md#logging: Unhandled app errors are logged). Returns the function
 * that stops it.
 */
export function logBrowserErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) =>
    sendLog({
      level: 'error',
      message: describe(event.error ?? event.message),
      url: event.filename || undefined,
    });
  const onRejection = (event: PromiseRejectionEvent) =>
    sendLog({ level: 'error', message: describe(event.reason) });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
