#!/usr/bin/env node
/**
 * A mail server that refuses, in front of the mail catcher (maildev), for the tests: real SMTP
 * servers turn recipients away and drop the line, maildev accepts everything. This one, on
 * 127.0.0.1, answers at RCPT TO
 *  - `550` for any address at `@refused.test` (the mailbox does not exist),
 *  - `421` and closes the connection for any address at `@unavailable.test` (the server goes away),
 * and passes every other message, byte for byte with its envelope, on to maildev's SMTP port, so
 * the tests keep reading what was sent from maildev's API. `.test` is reserved for testing
 * (RFC 2606), so no real address is refused by mistake. (`.invalid` and `.example`, reserved too,
 * do not pass the contact form's address rule, spec 1 §5: a top-level domain of 2 to 6 letters.)
 *
 * In a test process: `const relay = await startRefusingSmtp({ port, catcherPort })`, then
 * `await relay.close()`. As a process: `node scripts/lib/smtp-refuse.mjs --port N --catcher-port M`
 * (stops on SIGTERM); `waitForSmtp(port)` resolves once it greets.
 */
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';

export const REFUSED_DOMAIN = 'refused.test';
export const UNAVAILABLE_DOMAIN = 'unavailable.test';
const HOST = '127.0.0.1';

const smtpError = (responseCode, message) => Object.assign(new Error(message), { responseCode });

/** What the server answers to RCPT TO for `address`: an error to send back, or null to accept. */
export function refusal(address) {
  const domain = String(address).toLowerCase().split('@').pop();
  if (domain === REFUSED_DOMAIN)
    return smtpError(550, `5.1.1 <${address}>: Recipient address rejected: no such mailbox`);
  if (domain === UNAVAILABLE_DOMAIN) return smtpError(421, '4.3.2 Service not available, closing transmission channel');
  return null;
}

/** Starts the refusing server on `port` (0: any free port) relaying accepted mail to `catcherPort`. */
export async function startRefusingSmtp({ port = 0, catcherPort }) {
  const catcher = nodemailer.createTransport({ host: HOST, port: catcherPort, secure: false, ignoreTLS: true });
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(refusal(address.address) ?? undefined);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        catcher.sendMail({ envelope, raw: Buffer.concat(chunks) }).then(
          () => callback(),
          (error) => callback(smtpError(451, `4.4.1 the mail catcher did not take the message: ${error.message}`)),
        );
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => console.error(`[smtp-refuse] ${error.message}`));
  return {
    port: server.server.address().port,
    close: () =>
      new Promise((resolve) => {
        catcher.close();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once an SMTP server on 127.0.0.1:`port` greets (220); gives up after `timeoutMs`. */
export async function waitForSmtp(port, { timeoutMs = 30000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  const greets = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, HOST);
      socket.setTimeout(2000);
      socket.once('data', (d) => {
        socket.end('QUIT\r\n');
        resolve(String(d).startsWith('220'));
      });
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(false));
    });
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`SMTP on ${port}: the process exited with ${child.exitCode}`);
    if (await greets()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`SMTP on ${port} did not greet within ${timeoutMs / 1000}s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, 'catcher-port': { type: 'string' } } });
  if (!values.port || !values['catcher-port']) {
    console.error('usage: node scripts/lib/smtp-refuse.mjs --port N --catcher-port M');
    process.exit(2);
  }
  const relay = await startRefusingSmtp({ port: Number(values.port), catcherPort: Number(values['catcher-port']) });
  console.log(`smtp-refuse on ${HOST}:${relay.port}, relaying to ${HOST}:${values['catcher-port']}`);
  const stop = () => relay.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
