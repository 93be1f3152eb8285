import Fastify from 'fastify';

/**
 * The reference server of the HTTP benches: Fastify's hello-world with a response schema, as
 * fastify/benchmarks runs it, on the same Fastify and Node as the app. Listens on PORT.
 */
const app = Fastify({ logger: false });
app.get(
  '/',
  {
    schema: {
      response: {
        200: { type: 'object', properties: { hello: { type: 'string' } } },
      },
    },
  },
  async () => ({ hello: 'world' }),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('listening');
