// The demo shop's customers: anyone may sign in as one of them with a one-time code shown on the sign-in page.
export type CustomerAddress = { address1: string; city: string; zip: string; territoryCode: string; firstName: string; lastName: string };

export type TestCustomer = { id: string; email: string; firstName: string; lastName: string; addresses: readonly CustomerAddress[] };

export const TEST_CUSTOMERS: readonly TestCustomer[] = [
  {
    id: 'gid://shopify/Customer/7001',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Marsh',
    addresses: [{ firstName: 'Ada', lastName: 'Marsh', address1: '12 Wattle Street', city: 'Fitzroy', zip: '3065', territoryCode: 'AU' }],
  },
  {
    id: 'gid://shopify/Customer/7002',
    email: 'ben@example.com',
    firstName: 'Ben',
    lastName: 'Okafor',
    addresses: [{ firstName: 'Ben', lastName: 'Okafor', address1: '4 Harbour Road', city: 'Hobart', zip: '7000', territoryCode: 'AU' }],
  },
];

export function customerByEmail(email: string): TestCustomer | undefined {
  const wanted = email.trim().toLowerCase();
  return TEST_CUSTOMERS.find((customer) => customer.email === wanted);
}

export function customerById(id: string): TestCustomer | undefined {
  return TEST_CUSTOMERS.find((customer) => customer.id === id);
}
