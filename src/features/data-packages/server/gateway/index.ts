import { serverConfig } from '#server/config.ts';
import type { CarrierGateway } from './gateway.ts';
import { httpGateway } from './http.ts';
import { standInGateway } from './stand-in.ts';

let configured: CarrierGateway | undefined;

/** The HTTP gateway when DATA_GATEWAY_URL is set; the in-memory stand-in otherwise. */
export function carrierGateway(): CarrierGateway {
  const settings = serverConfig.dataPackages.gateway;
  if (!settings) return standInGateway;
  configured ??= httpGateway(settings);
  return configured;
}
