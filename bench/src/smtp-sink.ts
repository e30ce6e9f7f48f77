import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server in a process of its own (so that it takes no time from the sender's event
 * loop), for the email delivery bench. It reads only each message's headers, counts it by its
 * Message-ID when it answers 250, and can wait before that answer, as a distant provider does
 * (`node smtp-sink.ts <reply delay ms>`). The parent asks for the counts over IPC.
 */
const replyMs = Number(process.argv[2] ?? 0);
const byMessageId = new Map<string, number>();
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (!head.includes('\r\n\r\n')) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '';
      const accept = () => {
        received += 1;
        byMessageId.set(messageId, (byMessageId.get(messageId) ?? 0) + 1);
        callback();
      };
      if (replyMs > 0) setTimeout(accept, replyMs);
      else accept();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});

process.on('message', (message) => {
  if (message === 'counts') {
    process.send?.({
      received,
      distinct: byMessageId.size,
      duplicated: [...byMessageId.values()].filter((n) => n > 1).length,
      messageIds: [...byMessageId.keys()],
    });
  } else if (message === 'stop') {
    server.close(() => process.exit(0));
  }
});
