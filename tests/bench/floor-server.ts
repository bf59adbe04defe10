/**
 * The floor under Stint's command → notice latency (issue 9 (b)): a minimal express + socket.io server, run as a
 * child process of the benchmark so its event loop is its own, that does nothing on `POST /floor/emit` but parse
 * the JSON body, emit a `change` notice to the room `user:<user>` and answer 201. Sockets connect as Stint's do
 * (`auth: { token }`); here the token is taken as the user id, no token means the `public` room. What Stint adds
 * on top of this — authentication, the event store, the projector, the bus — is Stint's own latency.
 *
 * Prints `listening <port>` on stdout once it accepts connections; stops on SIGTERM.
 */
import { createServer } from 'node:http';
import express from 'express';
import { Server } from 'socket.io';
import { topics } from '@stint/shared/live/topics';

const app = express();
app.use(express.json({ limit: '16kb' }));
const httpServer = createServer(app);
const io = new Server(httpServer, { serveClient: false, transports: ['websocket'] });

io.use((socket, next) => {
  const token: unknown = socket.handshake.auth?.token;
  socket.data.rooms = typeof token === 'string' && token ? ['public', `user:${token}`] : ['public'];
  next();
});
io.on('connection', (socket) => void socket.join(socket.data.rooms as string[]));

app.post('/floor/emit', (req, res) => {
  const { user, item } = req.body as { user: string; item: string };
  io.to(`user:${user}`).emit('change', {
    topic: topics.bookmarks,
    rooms: [`user:${user}`],
    ids: [item],
    position: '0',
  });
  res.status(201).json({ success: true, data: { bookmarked: true } });
});

httpServer.listen(0, '127.0.0.1', () => {
  const address = httpServer.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});

process.on('SIGTERM', () => {
  io.close(() => process.exit(0));
});
