import { importInSteps } from './in-steps';

describe('importInSteps', () => {
  it('lets work queued during one step (a tap, a paint) run before the next step starts', async () => {
    const order: string[] = [];
    const value = await importInSteps(
      [
        async () => {
          order.push('step 1');
          setTimeout(() => order.push('tap handled'), 0);
        },
        async () => order.push('step 2'),
      ],
      async () => {
        order.push('last');
        return 'the page';
      },
    );
    expect(value).toBe('the page');
    expect(order).toEqual(['step 1', 'tap handled', 'step 2', 'last']);
  });

  it('stops at a step that fails, so the route shows its error', async () => {
    const last = jest.fn(async () => 'never');
    await expect(
      importInSteps([async () => Promise.reject(new Error('chunk failed'))], last),
    ).rejects.toThrow('chunk failed');
    expect(last).not.toHaveBeenCalled();
  });
});
