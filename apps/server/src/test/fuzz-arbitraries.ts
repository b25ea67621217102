import fc from 'fast-check';

/**
 * What a hostile or broken client sends (issue 10 §2), for the fuzz test: every field name the
 * API knows, filled with the values that have broken servers before — control characters, ids
 * past 32 bits, numbers JSON cannot hold exactly, halves of characters, markup, very long text.
 */
// prettier-ignore
export const FIELD_NAMES = [
  'id', 'name', 'email', 'phone', 'number', 'amount', 'card', 'expire', 'cvv', 'type',
  'postal_code', 'billing', 'contact', 'plan', 'episode', 'date', 'month', 'day',
  'yoirtzeitMonth', 'yoirtzeitDay', 'kind', 'price', 'recurring', 'message', 'barcode',
  'token', 'password', 'role', 'donorId', 'search', 'class', 'className', 'group', 'page',
  'pageSize', 'sort', 'order', 'active', 'text', 'kinds', 'label', 'dates', 'learnerId',
  'learnerIds', 'to', 'from', 'perek', 'perekIndex', 'paper', 'format', 'updatedAt',
  'lastEventId', 'status', 'rows', 'confirm', 'reason', 'actor', 'action', 'before', 'after',
  'paymentMethod', 'clientSecret', 'passed', 'cvc', 'exp_month', 'exp_year',
] as const;

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202E',
  '\r\nSet-Cookie: x=1',
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  '0x10',
  '١٢٣',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  '=HYPERLINK("x")',
  'x'.repeat(5000),
  'משה בן שרה',
  '2026-02-30',
  '12/00',
  '4242 4242 4242 4242',
  'pm_sandbox_approved_visa_4242_12_2039_00000000',
  'pi_sandbox_x_secret_y',
];

export const nastyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, -1, 0, 0.5, -0, 1e-7),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, a few levels deep, with the API's own field names as keys. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), tie('value'), {
      maxKeys: 6,
    }),
  ),
})).value;

/** A request's parts, apart from its route. */
export interface FuzzRequest {
  params: string[];
  query: Record<string, string>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; type: string; text: string };
  headers: Record<string, string>;
}

const headerText = fc.oneof(nastyText, fc.uuid()).map((value) =>
  // A header cannot carry line breaks or NUL at all (the HTTP layer refuses them before us).
  // eslint-disable-next-line no-control-regex -- removing them is the point
  value.replace(/[\r\n\u0000]/g, ''),
);

export const fuzzRequest = (paramCount: number): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    params: fc.array(nastyText, { minLength: paramCount, maxLength: paramCount }),
    query: fc.dictionary(
      fc.constantFrom(...FIELD_NAMES),
      fc.oneof(nastyText, nastyNumber.map(String)),
      { maxKeys: 4 },
    ),
    body: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      nastyJson.map((value) => ({ kind: 'json' as const, value })),
      fc.record({
        kind: fc.constant('raw' as const),
        type: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json',
          'image/png',
        ),
        text: nastyText,
      }),
    ),
    headers: fc.record(
      {
        'idempotency-key': headerText,
        authorization: headerText.map((token) => `Bearer ${token}`),
        'last-event-id': headerText,
        'accept-language': headerText,
      },
      { requiredKeys: [] },
    ),
  });

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside a JSON document, the document itself included. */
function pathsOf(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => pathsOf(v, [...at, i])));
  if (value && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k])));
  }
  return here;
}

function replaceAt(value: Json, path: (string | number)[], next: Json | undefined): Json {
  if (path.length === 0) return next ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number] ?? null, rest, next);
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy = { ...value };
    if (rest.length === 0 && next === undefined) delete copy[head as string];
    else copy[head as string] = replaceAt(copy[head as string] ?? null, rest, next);
    return copy;
  }
  return value;
}

/**
 * A valid request body with one part spoiled — a value replaced by a nasty one, or a key
 * removed: random bodies are refused at the schema's door, these reach the code behind it.
 */
export const spoiledBody = (valid: Json): fc.Arbitrary<unknown> => {
  const paths = pathsOf(valid);
  return fc
    .record({
      path: fc.constantFrom(...paths),
      value: fc.option(nastyJson as fc.Arbitrary<Json>, { nil: undefined }),
    })
    .map(({ path, value }) => replaceAt(valid, path, value));
};
