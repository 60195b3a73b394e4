// autocannon ships no types: the part of its API the benchmarks use.
declare module 'autocannon' {
  /** One request as autocannon builds it (the options' method, headers and body unless set here). */
  export interface Request {
    path: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  /** Per connection; cleared each time the connection starts its `requests` over. */
  export type Context = Record<string, unknown>;
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each connection loops over these; `setupRequest` may rewrite a request before it is sent. */
    requests?: Array<
      Partial<Request> & {
        setupRequest?: (request: Request, context: Context) => Request;
        /** Called with each answer (its body read) before the connection's next request is set up. */
        onResponse?: (status: number, body: string, context: Context) => void;
      }
    >;
  }
  interface Result {
    non2xx: number;
    errors: number;
    requests: { average: number };
  }
  /** A run in progress; awaiting it gives the result (when no callback was passed). */
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  function autocannon(options: Options): Instance;
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
