import pg from 'pg';

/**
 * How many distinct statements one connection keeps prepared. The app's statements are a few
 * hundred shapes; a statement whose text varies with its input (a list of N values, a bulk
 * insert of N rows) could otherwise grow a session's memory without end, so past the cap new
 * texts simply run unnamed, as before.
 */
export const NAMED_STATEMENTS_PER_CONNECTION = 400;

interface TQueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * A PostgreSQL connection that prepares every parameterised statement once and runs it by name
 * afterwards. Unnamed, each execution costs the database a parse and a plan; named, the parse is
 * done once per connection and PostgreSQL may keep a generic plan after a few runs. Under load
 * this is a large part of the database's work, since most of the app's statements are short.
 *
 * Only statements with values are named: a text without values may hold several statements,
 * which the extended protocol a named statement needs cannot run. Pooling middleware that moves
 * sessions between clients (PgBouncer in transaction mode) must not see named statements:
 * DATABASE_NAMED_STATEMENTS=false turns this off.
 */
export class NamingClient extends pg.Client {
  readonly #names = new Map<string, string>();

  // pg's own overloads stay the type: only the statement's name is added on the way through.
  override query = ((config: unknown, values?: unknown, callback?: unknown) =>
    (super.query as (c: unknown, v?: unknown, cb?: unknown) => unknown)(
      this.#withName(config, values),
      values,
      callback,
    )) as pg.Client['query'];

  #withName(config: unknown, values: unknown): unknown {
    if (typeof config === 'string') config = { text: config };
    if (config === null || typeof config !== 'object') return config;
    const c = config as TQueryConfig;
    // A name given by the caller stands; an empty one (drizzle's prepare without a name) is none.
    if (typeof c.submit === 'function' || typeof c.text !== 'string' || c.name) return config;
    const params = Array.isArray(values) ? values : c.values;
    if (!Array.isArray(params) || params.length === 0) return config;
    let name = this.#names.get(c.text);
    if (name === undefined) {
      if (this.#names.size >= NAMED_STATEMENTS_PER_CONNECTION) return config;
      name = `s${this.#names.size + 1}`;
      this.#names.set(c.text, name);
    }
    return { ...c, name };
  }
}
