// autocannon ships no types: the part of its API the benchmarks use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each connection loops over these; `setupRequest` may rewrite a request before it is sent. */
    requests?: Array<{ setupRequest?: (request: { path: string }) => { path: string } }>;
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
