import { SMTPServer } from 'smtp-server';
import { onCleanup } from './api-process';

export interface ReceivedMail {
  to: string[];
  /** The raw message: headers and body as the server received them. */
  raw: string;
  header(name: string): string | undefined;
}

/** A real SMTP server on a free local port that keeps what it receives (stopped after the test). */
export async function startSmtpSink(): Promise<{ port: number; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          header: (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: typeof address === 'object' && address ? address.port : 0, received };
}
