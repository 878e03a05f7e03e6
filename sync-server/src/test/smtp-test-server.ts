import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * How the server behaves for new connections: 'accept' receives mail; 'hang' accepts the
 * connection and never says a word; 'reject' answers MAIL FROM with 451 (try again later);
 * 'bounce' answers it with 550 (permanent).
 */
export type SmtpMode = 'accept' | 'hang' | 'reject' | 'bounce';

export interface SmtpTestServer {
  port: number;
  messages: ReceivedMail[];
  /** Connections opened so far, in every mode. */
  connections(): number;
  setMode(mode: SmtpMode): void;
  /** Stops listening and cuts every open connection (so a hanging one does not hold the close). */
  close(): Promise<void>;
}

/** A minimal SMTP server (no TLS, no auth): enough to receive messages as a real server would. */
export function startSmtpServer(options: { port?: number; mode?: SmtpMode } = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let mode: SmtpMode = options.mode ?? 'accept';
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'hang') return;
    const mailReply = { accept: '250 ok', reject: '451 4.3.0 try again later', bounce: '550 5.1.1 mailbox unavailable' }[mode];
    let from = '';
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    socket.write('220 test-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push({ from, to, data });
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        switch (command) {
          case 'EHLO':
          case 'HELO':
            socket.write('250-test-smtp\r\n250 SMTPUTF8\r\n');
            break;
          case 'MAIL':
            from = line;
            socket.write(`${mailReply}\r\n`);
            break;
          case 'RCPT':
            to.push(line);
            socket.write('250 ok\r\n');
            break;
          case 'DATA':
            data = '';
            socket.write('354 go ahead\r\n');
            break;
          case 'RSET':
            to = [];
            socket.write('250 ok\r\n');
            break;
          case 'QUIT':
            socket.end('221 bye\r\n');
            break;
          default:
            socket.write('250 ok\r\n');
        }
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        connections: () => connections,
        setMode: (next) => {
          mode = next;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
