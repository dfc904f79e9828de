import { createConnection, type Socket } from 'node:net';

/**
 * Raw TCP to network thermal printers ("port 9100" / JetDirect printing): the printer prints what
 * arrives on the connection, there is no reply to wait for.
 */

export interface PrinterAddress {
  host: string;
  port: number;
}

const CONNECT_TIMEOUT_MS = 5_000;
// A printer out of paper stops reading: the write stalls rather than fails.
const WRITE_TIMEOUT_MS = 30_000;
// After our end of the connection is closed, the printer normally closes its end at once; if it
// does not, the bytes are already in its buffer, so waiting longer gains nothing.
const CLOSE_GRACE_MS = 3_000;
const PROBE_TIMEOUT_MS = 3_000;

/** Sends the bytes and resolves once they were handed over and the connection closed. */
export function sendToPrinter(
  printer: PrinterAddress,
  bytes: Uint8Array,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: printer.host, port: printer.port });
    let isFinished = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const fail = (error: Error) => {
      clearTimeout(connectTimer);
      clearTimeout(graceTimer);
      socket.destroy();
      reject(error);
    };
    const connectTimer = setTimeout(
      () => fail(new Error(`${describe(printer)} did not answer within ${connectTimeoutMs / 1000} s`)),
      connectTimeoutMs,
    );

    socket.once('connect', () => {
      clearTimeout(connectTimer);
      socket.setTimeout(WRITE_TIMEOUT_MS, () =>
        fail(new Error(`${describe(printer)} stopped taking data (out of paper or cover open?)`)),
      );
      socket.end(bytes);
    });
    socket.once('finish', () => {
      isFinished = true;
      graceTimer = setTimeout(() => socket.destroy(), CLOSE_GRACE_MS);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // Some printers reset the connection instead of closing it once they have the data.
      if (isFinished) socket.destroy();
      else fail(new Error(explain(printer, error)));
    });
    socket.once('close', () => {
      clearTimeout(connectTimer);
      clearTimeout(graceTimer);
      if (isFinished) resolve();
      else reject(new Error(`${describe(printer)} closed the connection before taking the job`));
    });
  });
}

/** Whether the printer accepts a connection right now; sends nothing, so nothing prints. */
export function probePrinter(
  printer: PrinterAddress,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<{ online: boolean; error: string | null }> {
  return new Promise((resolve) => {
    const socket: Socket = createConnection({ host: printer.host, port: printer.port });
    const done = (error: string | null) => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      socket.destroy();
      resolve({ online: error === null, error });
    };
    const timer = setTimeout(
      () => done(`${describe(printer)} did not answer within ${timeoutMs / 1000} s`),
      timeoutMs,
    );
    socket.once('connect', () => done(null));
    socket.once('error', (error) => done(explain(printer, error)));
  });
}

const describe = (printer: PrinterAddress) => `The printer at ${printer.host}:${printer.port}`;

/** Socket errors in words a manager can act on (the code stays for whoever reads the log). */
function explain(printer: PrinterAddress, error: NodeJS.ErrnoException): string {
  const who = describe(printer);
  switch (error.code) {
    case 'ECONNREFUSED':
      return `${who} refused the connection (ECONNREFUSED): is it a network printer on that port?`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${who} cannot be reached (${error.code}): is it on and on this network?`;
    case 'ETIMEDOUT':
      return `${who} did not answer (ETIMEDOUT): is it switched on?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${who} has a name this computer cannot resolve (${error.code})`;
    case 'ECONNRESET':
    case 'EPIPE':
      return `${who} dropped the connection (${error.code})`;
    default:
      return `${who}: ${error.message}`;
  }
}
