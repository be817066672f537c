import type { ExtranetClientOptions } from '../options';
import { type ControllerClient, type EndpointMap, type RequestOptions, takesArguments } from './endpoint';
import { createTransport, type Transport } from './transport';

/** One method per endpoint of `map`, all sending through `transport`; `controller` prefixes error calls. */
export function bindController<M extends EndpointMap>(
  controller: string,
  map: M,
  transport: Transport,
): ControllerClient<M> {
  const methods: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(map)) {
    const call = `${controller}.${name}`;
    methods[name] = takesArguments(definition)
      ? (args: Record<string, unknown> | undefined, options?: RequestOptions) =>
          transport(call, definition, args ?? {}, options)
      : (options?: RequestOptions) => transport(call, definition, {}, options);
  }
  return Object.freeze(methods) as ControllerClient<M>;
}

/** A client of one controller with its own transport: what each per-controller entry exports. */
export const createControllerClient = <M extends EndpointMap>(
  controller: string,
  map: M,
  options?: ExtranetClientOptions,
): ControllerClient<M> => bindController(controller, map, createTransport(options));
