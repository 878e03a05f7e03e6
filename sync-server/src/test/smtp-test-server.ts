import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server (no TLS, no auth): enough to receive one message as a real server would. */
export function startSmtpServer(): Promise<{ port: number; messages: ReceivedMail[]; close: () => Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
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
            socket.write('250 ok\r\n');
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
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
