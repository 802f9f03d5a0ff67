// A recording proxy between a client and PostgreSQL (benchmarks only): it forwards every byte
// unchanged and notes each statement the client executes, with its parameters, so a benchmark
// can run exactly the SQL the API sent, raw, beside the API. Reads the frontend side of the wire
// protocol: Parse ('P': query text), Bind ('B': text-format parameters), Query ('Q': simple query).
// SSL is refused by the server side of this proxy only if asked; the API's local URLs use none.
import { createServer, connect } from 'node:net';

/**
 * Starts the proxy on a free loopback port in front of `target` ({host, port}). Returns
 * { port, statements, clear(), close() }; `statements` is the list of { sql, params } executed
 * since the last clear(), in order, over every connection.
 */
export async function startCaptureProxy(target) {
  const statements = [];
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const parsed = new Map(); // statement name → sql (named prepared statements)
    let lastParse = null; // the unnamed statement's sql
    let buffer = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // The startup (or SSL request) message has no type byte: int32 length first.
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(length);
          if (code !== 80877103) started = true; // 80877103 = SSLRequest; the real startup follows
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0]);
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        const body = buffer.subarray(5, 1 + length);
        buffer = buffer.subarray(1 + length);
        if (type === 'P') {
          const nameEnd = body.indexOf(0);
          const name = body.toString('utf8', 0, nameEnd);
          const sql = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
          if (name) parsed.set(name, sql);
          else lastParse = sql;
        } else if (type === 'B') {
          let at = body.indexOf(0) + 1; // portal
          const stmtEnd = body.indexOf(0, at);
          const name = body.toString('utf8', at, stmtEnd);
          at = stmtEnd + 1;
          const formats = body.readInt16BE(at);
          const formatCodes = [];
          at += 2;
          for (let i = 0; i < formats; i++, at += 2) formatCodes.push(body.readInt16BE(at));
          const count = body.readInt16BE(at);
          at += 2;
          const params = [];
          for (let i = 0; i < count; i++) {
            const len = body.readInt32BE(at);
            at += 4;
            if (len < 0) params.push(null);
            else {
              const binary = (formatCodes.length === 1 ? formatCodes[0] : formatCodes[i] ?? 0) === 1;
              params.push(binary ? { binary: body.subarray(at, at + len).toString('hex') } : body.toString('utf8', at, at + len));
              at += len;
            }
          }
          const sql = name ? parsed.get(name) : lastParse;
          if (sql !== undefined && sql !== null) statements.push({ sql, params });
        } else if (type === 'Q') {
          statements.push({ sql: body.toString('utf8', 0, body.indexOf(0)), params: [] });
        } else if (type === 'X') {
          return;
        }
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    statements,
    clear: () => statements.splice(0, statements.length),
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A statement with its parameters written in as SQL literals (for pgbench or psql). */
export function inlineParams({ sql, params }) {
  return sql.replace(/\$(\d+)/g, (_, n) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'object') throw new Error('binary parameter: cannot inline');
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}
