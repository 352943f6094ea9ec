import { afterEach, describe, expect, it } from 'vitest';
import { serverConfig } from '../../src/server/config.ts';
import { send } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

useTestDatabase();

const methods = async () =>
  (await send<{ methods: string[] }>(new Request('http://localhost/apiCore/v1/booking/paymentMethods'))).data.methods;

describe('GET /booking/paymentMethods', () => {
  const configured = serverConfig.vnpay;
  afterEach(() => {
    serverConfig.vnpay = configured;
  });

  it('offers paying at the property only while VNPay is not configured', async () => {
    serverConfig.vnpay = undefined;
    expect(await methods()).toEqual(['payLater']);
  });

  it('offers VNPay too once its terminal is configured', async () => {
    serverConfig.vnpay = {
      tmnCode: 'NVTEST01',
      hashSecret: 'STANDINSECRETSTANDINSECRET123456',
      payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      apiUrl: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
      returnUrl: 'http://localhost:4321/booking/order/',
    };
    expect(await methods()).toEqual(['payLater', 'vnpay']);
  });
});
