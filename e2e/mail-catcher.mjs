// The browser tests' mail server: the app delivers to it over SMTP, and tests read what each
// person received over HTTP (GET /messages?to=…), as they would read their inbox. Secret links
// are only ever in the message sent, never in the admin email log. Addresses at bounce.example
// are refused (550), as a mailbox that does not exist.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Starts the SMTP server on `smtpPort` and the reading endpoint on `httpPort` (127.0.0.1). */
export async function startMailCatcher({ smtpPort, httpPort }) {
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A mailbox that does not exist: every address at bounce.example is refused for good.
    onRcptTo(address, _session, callback) {
      if (!address.address.toLowerCase().endsWith('@bounce.example')) return callback();
      const error = new Error('Mailbox unavailable');
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => (v.address ?? '').toLowerCase()),
          );
          received.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  const reader = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const messages = received.filter((m) => !to || m.to.includes(to)).reverse();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ messages }));
  });
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  await new Promise((resolve) => reader.listen(httpPort, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    close: () => {
      smtp.close();
      reader.close();
    },
  };
}
