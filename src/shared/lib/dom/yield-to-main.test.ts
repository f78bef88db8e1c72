import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it('resumes after the tasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['queued task', 'resumed']);
  });
});
