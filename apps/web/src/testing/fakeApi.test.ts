// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@clubjoin/contract/endpoint';
import { ApiError } from '../api/ApiError';
import { callEndpoint } from '../api/callEndpoint';
import { failure, noAnswer, setupFakeApi } from './fakeApi';

// Endpoints of the shape the contract's are, called through the page's own client.
const saveNote = defineEndpoint({
  method: 'POST',
  path: '/api/notes/{noteId}',
  summary: 'Saves a note',
  tags: ['test'],
  params: z.object({ noteId: z.string().regex(/^\d+$/) }),
  query: z.object({ draft: z.enum(['yes', 'no']).default('no') }),
  body: z.object({ text: z.string().min(1) }),
  status: 201,
  response: z.object({ noteId: z.string(), words: z.number().int() }),
});
const getNote = defineEndpoint({
  method: 'GET',
  path: '/api/notes/{noteId}',
  summary: 'A note',
  tags: ['test'],
  params: z.object({ noteId: z.string() }),
  status: 200,
  response: z.object({ noteId: z.string(), words: z.number().int() }),
});
const countNotes = defineEndpoint({
  method: 'GET',
  path: '/api/notes/count',
  summary: 'How many notes there are',
  tags: ['test'],
  status: 200,
  response: z.object({ count: z.number().int() }),
});
const deleteNote = defineEndpoint({
  method: 'DELETE',
  path: '/api/notes/{noteId}',
  summary: 'Deletes a note',
  tags: ['test'],
  params: z.object({ noteId: z.string() }),
  status: 204,
  response: z.null(),
});

const api = setupFakeApi();

const save = (noteId: string, text: string, headers?: Record<string, string>) =>
  callEndpoint(
    saveNote,
    { params: { noteId }, query: { draft: 'yes' }, body: { text } },
    { headers },
  );
const read = (noteId: string) => callEndpoint(getNote, { params: { noteId } });

describe('the fake API the web tests share', () => {
  it('answers each call as the test says, through the page’s own client', async () => {
    api.answer(getNote, ({ params }) => ({ noteId: params.noteId, words: 3 }));
    api.answer(countNotes, { count: 2 });
    api.answer(deleteNote, null);

    expect(await read('7')).toEqual({ noteId: '7', words: 3 });
    expect(await callEndpoint(countNotes, {})).toEqual({ count: 2 });
    expect(await callEndpoint(deleteNote, { params: { noteId: '7' } })).toBeNull();
  });

  it('gives the answers given once in turn, then the standing one', async () => {
    api.answer(getNote, { noteId: '1', words: 0 });
    api.answerOnce(getNote, { noteId: '1', words: 1 });
    api.answerOnce(getNote, { noteId: '1', words: 2 });

    const words = [];
    for (let call = 0; call < 3; call += 1) words.push((await read('1')).words);

    expect(words).toEqual([1, 2, 0]);
  });

  it('answers a failure in the API’s one error shape, or not at all', async () => {
    const message = 'A note needs words.';
    api.answerOnce(
      saveNote,
      failure(400, message, { fields: [{ field: 'body.text', message }], requestId: 'r-9' }),
    );
    api.answerOnce(saveNote, noAnswer());

    const refused = await save('1', 'x').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      message,
      status: 400,
      fields: [{ field: 'body.text', message }],
      requestId: 'r-9',
    });
    await expect(save('1', 'x')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });

  it('keeps each call with its parts as the endpoint’s schemas read them, in the order sent', async () => {
    api.answer(saveNote, ({ body }) => ({ noteId: '4', words: body.text.split(' ').length }));
    api.answer(countNotes, { count: 1 });

    await Promise.all([
      save('4', 'two words', { 'Idempotency-Key': 'k-1' }),
      callEndpoint(countNotes, {}),
    ]);

    expect(await api.requests()).toEqual(['POST /api/notes/4?draft=yes', 'GET /api/notes/count']);
    const [saved] = await api.calls(saveNote);
    expect(saved).toMatchObject({
      method: 'POST',
      url: '/api/notes/4?draft=yes',
      params: { noteId: '4' },
      query: { draft: 'yes' },
      body: { text: 'two words' },
    });
    expect(saved?.headers['idempotency-key']).toBe('k-1');
  });

  it('tells a literal path from a placeholder', async () => {
    api.answer(getNote, { noteId: 'count', words: 0 });
    api.answer(countNotes, { count: 5 });

    expect(await callEndpoint(countNotes, {})).toEqual({ count: 5 });
    expect(await api.calls(getNote)).toEqual([]);
  });

  it('refuses, where the test gives it, a reply the endpoint could never give', () => {
    // @ts-expect-error: a count is a number; the schema is checked when the types are bypassed
    expect(() => api.answer(countNotes, { count: 'two' })).toThrow(
      'the fake answer breaks the response schema of GET /api/notes/count',
    );
  });
});

// Each of these tests fails in the fake API's check after it, which is what it proves.
describe('calls that fail the test', () => {
  it.fails('a call nobody answered', async () => {
    await read('1').catch(() => undefined);
  });

  it.fails('a call nobody answered, cancelled before it arrived', async () => {
    const controller = new AbortController();
    const call = callEndpoint(getNote, { params: { noteId: '1' } }, { signal: controller.signal });
    controller.abort();
    await call.catch(() => undefined);
  });

  it.fails(
    'a request the endpoint’s schemas refuse, which the server would answer 400',
    async () => {
      api.answer(saveNote, { noteId: '1', words: 1 });
      await save('1', '').catch(() => undefined);
    },
  );

  it.fails('a reply an answering function gives that the endpoint could never give', async () => {
    // @ts-expect-error: the words are a number; a function's reply is checked when the call comes
    api.answer(getNote, () => ({ noteId: '1', words: 'three' }));
    await read('1').catch(() => undefined);
  });

  it.fails('a call after the answers given once were all used', async () => {
    api.answerOnce(getNote, { noteId: '1', words: 1 });
    await read('1');
    await read('1').catch(() => undefined);
  });
});
