import { describe, expect, it } from 'vitest';
import { instanceName } from './instance.ts';

describe('the instance a log line names', () => {
  it('is INSTANCE_NAME when the operator sets one', () => {
    expect(instanceName({ INSTANCE_NAME: 'hall-a', PORT: 3001 }, 'web1', 42)).toBe('hall-a');
  });

  it('is the host and port otherwise, so two units zechus@PORT on one host differ', () => {
    expect(instanceName({ INSTANCE_NAME: undefined, PORT: 3001 }, 'web1', 42)).toBe('web1:3001');
    expect(instanceName({ INSTANCE_NAME: undefined, PORT: 3002 }, 'web1', 43)).toBe('web1:3002');
  });

  it('is the host and process id on an ephemeral port (PORT=0)', () => {
    expect(instanceName({ INSTANCE_NAME: undefined, PORT: 0 }, 'web1', 42)).toBe('web1-42');
  });
});
