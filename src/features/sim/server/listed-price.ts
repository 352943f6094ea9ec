import { listedUnit } from '#features/booking/server/listed-prices.ts';
import { simProduct, type SimProduct } from './catalogue.ts';

/**
 * One SIM picked up at an airport counter or installed as an eSIM, as the hold will quote it
 * (decision 0073); a hotel delivery adds its fee, which the product page names beside the price.
 * SIM prices do not change by day.
 */
export const listedSim = (sim: Pick<SimProduct, 'id' | 'price'>): number =>
  listedUnit('sim', simProduct(sim.id), sim.price);
